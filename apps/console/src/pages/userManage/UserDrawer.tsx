import { loginName, userSave, type UserListItem } from '@apm/contract';
import { Alert, Button, Drawer, Flex, Form, Input, Radio, Select, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { usePasswordPolicy } from '../../account/api';
import { PasswordFields } from '../../account/PasswordFields';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useAccess } from '../../access/useAccess';
import { useSession } from '../../session/SessionContext';
import { fieldErrors, schemaProblem, type Checkable } from '../../components/form/schemaProblem';
import { OFFICE_VIEW } from '../../components/officeTree/api';
import { OfficeTreeSelect } from '../../components/officeTree/OfficeTreeSelect';
import { checkContact, useAssignableRoles, useRolesOf, useSaveUser } from './api';
import { roleLabel, toFormValues, toSaveParams, ungrantable, USER_FORM_FIELDS, type UserFormValues } from './userForm';

/** Creating a user (in `office`, by default), or editing `user`. */
export type UserDrawerTarget =
  | { mode: 'create'; office: { id: string; name: string } }
  | { mode: 'edit'; user: UserListItem };

interface Props {
  target: UserDrawerTarget | undefined;
  onClose: () => void;
  onSaved: (name: string, mode: UserDrawerTarget['mode']) => void;
}

const SCHEMAS: Record<'loginName' | 'name' | 'email' | 'phone', Checkable> = {
  loginName,
  name: userSave.shape.name,
  email: userSave.shape.email,
  phone: userSave.shape.phone,
};

/** The user's account, office, contact, status and roles; a password when creating. */
export function UserDrawer({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { user: me } = useSession();
  const { can } = useAccess();
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const officeId = Form.useWatch('officeId', form);
  const chosenRoles = Form.useWatch('roleIds', form);
  const anywhere = useAssignableRoles();
  const assignable = useAssignableRoles(officeId || undefined);
  const editing = target?.mode === 'edit' ? target.user : undefined;
  const current = useRolesOf(editing?.id);
  const policy = usePasswordPolicy();

  useEffect(() => {
    if (!target) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(
      target.mode === 'edit'
        ? toFormValues(target.user)
        : {
            loginName: '',
            name: '',
            officeId: target.office.id,
            email: '',
            phone: '',
            status: 'active',
            roleIds: [],
            password: '',
            confirmPassword: '',
          },
    );
    // Only a new target resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  // The roles the user has now, as the server tells (the list may be older).
  useEffect(() => {
    if (editing && current.data)
      form.setFieldValue(
        'roleIds',
        current.data.map((r) => r.id),
      );
  }, [editing, current.data, form]);

  const ruleText = (key: string, params?: Record<string, number>) =>
    translate(`user.rules.${key}`) !== undefined ? t(`user.rules.${key}`, params) : key;

  const rule =
    (field: keyof typeof SCHEMAS): FormRule =>
    () => ({
      validator: async (_rule, value: unknown) => {
        const problem = schemaProblem(SCHEMAS[field], value ?? '');
        if (problem) throw new Error(ruleText(problem.key, problem.params));
      },
    });
  // checkPhoneOrEmail when the field is left: a clash is said before saving.
  const takenRule =
    (field: 'email' | 'phone'): FormRule =>
    () => ({
      validateTrigger: 'onBlur',
      validator: async (_rule, value: unknown) => {
        const v = typeof value === 'string' ? value.trim() : '';
        if (!v || schemaProblem(SCHEMAS[field], v)) return;
        let answer;
        try {
          answer = await checkContact({ id: editing?.id, [field]: v });
        } catch {
          return; // the check is a courtesy; the save checks again
        }
        if (field === 'email' ? answer.emailTaken : answer.phoneTaken) throw new Error(ruleText(`${field}Taken`));
      },
    });

  const own = editing?.id === me.id;
  const officeName = editing?.officeName ?? (target?.mode === 'create' ? target.office.name : undefined);
  // Roles the user has that the caller may grant nowhere: while they stay, the server refuses the save.
  const blockedRoles = editing && current.data && anywhere.data ? ungrantable(current.data, anywhere.data) : [];
  const here = assignable.data ?? [];
  const roleOptions = [
    ...here.map((r) => ({ value: r.id, label: roleLabel(r, translate) })),
    ...blockedRoles.map((r) => ({ value: r.id, label: roleLabel(r, translate), disabled: true })),
    // Chosen roles not offered at a newly chosen office stay visible, so they can be taken away.
    ...(anywhere.data ?? [])
      .filter((r) => chosenRoles?.includes(r.id) && !here.some((h) => h.id === r.id))
      .map((r) => ({ value: r.id, label: roleLabel(r, translate) })),
  ];

  const submit = (values: UserFormValues) => {
    if (!target) return;
    save.mutate(toSaveParams(values, editing?.id), {
      onSuccess: () => onSaved(values.name.trim(), target.mode),
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const { onFields } = fieldErrors(err.fields, USER_FORM_FIELDS, (m) => ruleText(m));
        form.setFields(onFields);
      },
    });
  };
  const failure = save.error instanceof ApiError && save.error.fields.length > 0 ? undefined : save.error;

  return (
    <Drawer
      open={target !== undefined}
      title={editing ? t('user.editTitle', { name: editing.name }) : t('user.createTitle')}
      size={560}
      onClose={onClose}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('user.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={blockedRoles.length > 0}
            onClick={() => form.submit()}
          >
            {t('user.save')}
          </Button>
        </Flex>
      }
    >
      {blockedRoles.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('user.rolesBeyondYou', { roles: blockedRoles.map((r) => roleLabel(r, translate)).join(', ') })}
        />
      )}
      <Form<UserFormValues> form={form} name="user" layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          label={t('user.loginName')}
          name="loginName"
          required
          rules={[rule('loginName')]}
          extra={t('user.loginNameHelp')}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('user.name')} name="name" required rules={[rule('name')]}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('user.office')}
          name="officeId"
          required
          rules={[{ required: true, message: ruleText('required') }]}
        >
          {can(OFFICE_VIEW) ? (
            <OfficeTreeSelect valueLabel={officeName} placeholder={t('user.officePlaceholder')} />
          ) : (
            // Without the institution tree: the own office, or the office the user is in.
            <Select
              options={[
                { value: me.officeId, label: me.officeName },
                ...(editing && editing.officeId !== me.officeId
                  ? [{ value: editing.officeId, label: editing.officeName }]
                  : []),
              ]}
            />
          )}
        </Form.Item>
        <Form.Item
          label={t('user.email')}
          name="email"
          validateTrigger={['onChange', 'onBlur']}
          rules={[rule('email'), takenRule('email')]}
        >
          <Input maxLength={128} type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('user.phone')}
          name="phone"
          validateTrigger={['onChange', 'onBlur']}
          rules={[rule('phone'), takenRule('phone')]}
          extra={t('user.phoneHelp')}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('user.status')} name="status" extra={own ? t('user.ownStatus') : undefined}>
          <Radio.Group
            disabled={own}
            options={[
              { value: 'active', label: t('user.statuses.active') },
              { value: 'disabled', label: t('user.statuses.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('user.roles')} name="roleIds" extra={t('user.rolesHelp')}>
          <Select
            mode="multiple"
            options={roleOptions}
            loading={assignable.isPending || (editing !== undefined && current.isPending)}
            placeholder={t('user.rolesPlaceholder')}
            optionFilterProp="label"
            aria-label={t('user.roles')}
          />
        </Form.Item>
        {!editing && (
          <PasswordFields
            name="password"
            strong={policy.data?.userPwdType === '2'}
            label={t('user.password')}
            confirmLabel={t('user.confirmPassword')}
            extra={t('user.passwordHelp')}
            rules="user.rules"
          />
        )}
      </Form>
      {failure && <Alert type="error" showIcon title={errorText(failure, translate)} />}
    </Drawer>
  );
}
