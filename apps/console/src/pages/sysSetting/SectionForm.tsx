import type { SettingsSave } from '@apm/contract';
import { Alert, Card, Form, Switch, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { fieldErrorText, showFieldErrors } from '../../account/fieldErrors';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { SETTING_EDIT, useSaveSettings } from './api';

interface Props<V> {
  title: string;
  /** The form's name (the browser journeys find the sections' forms by it). */
  name: string;
  /** The section's own form, when it reads or sets its fields itself. */
  form?: FormInstance<V>;
  initialValues: V;
  /** The settings the form's values are saved as. */
  toSettings: (v: V) => SettingsSave;
  /** The fields a refused save's field errors are put on; `rename` maps server names to them. */
  fields?: readonly string[];
  rename?: Record<string, string>;
  /** Puts a refused save's field errors on the form (on `fields`) in place of the usual way. */
  onFieldErrors?: (e: unknown) => void;
  /** Runs after a save succeeds, before the "saved" message. */
  onSaved?: () => void;
  /** A secondary paragraph above the form. */
  intro?: string;
  /** What the card shows below the form. */
  after?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/**
 * The frame of a settings section: a card with a horizontal form, the general error of a refused save
 * (unless the form shows all of it on its fields) and the Save button (needs sys:setting:edit). Saving
 * announces "saved" and puts the server's field errors on the form.
 */
export function SectionForm<V extends object>(props: Props<V>) {
  const { fields = [], rename, onFieldErrors, onSaved, toSettings } = props;
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<V>(props.form);
  const save = useSaveSettings();
  const submit = (v: V) =>
    save.mutate(toSettings(v), {
      onSuccess: () => {
        onSaved?.();
        void message.success(t('sysSetting.saved'));
      },
      onError: (e) => (onFieldErrors ? onFieldErrors(e) : showFieldErrors(form, e, t, fields, rename)),
    });
  // The server checks every setting on each save: an error on a field this section does not have
  // (another section's) is told in the general error, named by that field's label.
  const refused = save.error instanceof ApiError ? save.error.fields : [];
  const elsewhere = refused.filter((f) => !fields.includes(rename?.[f.field] ?? f.field));
  const showAlert = save.isError && (refused.length === 0 || elsewhere.length > 0);
  return (
    <Card title={props.title}>
      {props.intro && <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>}
      <Form<V>
        form={form}
        name={props.name}
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={props.initialValues}
        onFinish={submit}
        style={{ maxWidth: 900 }}
      >
        {props.children}
        {showAlert && (
          <Alert
            type="error"
            showIcon
            title={errorText(save.error, translate)}
            description={
              elsewhere.length > 0 &&
              elsewhere.map((f) => (
                <div key={f.field}>
                  {translate(`sysSetting.${f.field}`) ?? f.field}: {fieldErrorText(f, t)}
                </div>
              ))
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <AuthButton authority={SETTING_EDIT} type="primary" htmlType="submit" loading={save.isPending}>
          {t('sysSetting.save')}
        </AuthButton>
      </Form>
      {props.after}
    </Card>
  );
}

/** A setting that is on or off: a switch with its label and, below it, what it does. */
export function SwitchItem(props: { name: string; label: string; extra: string; disabled?: boolean }) {
  return (
    <Form.Item label={props.label} name={props.name} valuePropName="checked" extra={props.extra}>
      <Switch disabled={props.disabled} />
    </Form.Item>
  );
}
