import { officeSave, type OfficeNode } from '@apm/contract';
import { Alert, Form, Input, InputNumber, Modal, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { useTranslate } from '../../i18n/useTranslate';
import { officeFailureText } from './refusal';
import { fieldErrors, schemaProblem } from '../../components/form/schemaProblem';
import { useSaveOffice } from './useOfficeActions';

/** Adding an office under `parent`, or editing `office`. */
export type OfficeFormTarget = { mode: 'create'; parent: OfficeNode } | { mode: 'edit'; office: OfficeNode };

interface Values {
  name: string;
  sort: number | null;
  remarks: string;
}
const FIELDS = ['name', 'sort', 'remarks'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  target: OfficeFormTarget | undefined;
  onClose: () => void;
  onSaved: (office: OfficeNode, target: OfficeFormTarget) => void;
}

/** The name, sort order and remarks of an office, checked by the server's own rules before sending. */
export function OfficeFormModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [form] = Form.useForm<Values>();
  const save = useSaveOffice();

  useEffect(() => {
    if (!target) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(
      target.mode === 'edit'
        ? { name: target.office.name, sort: target.office.sort, remarks: target.office.remarks }
        : { name: '', sort: 0, remarks: '' },
    );
    // Only a new target resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const rule =
    (field: Field): FormRule =>
    () => ({
      validator: async (_rule, value: unknown) => {
        const problem = schemaProblem(officeSave.shape[field], value ?? undefined);
        if (problem) throw new Error(t(`office.rules.${problem.key}`, problem.params));
      },
    });

  const submit = (values: Values) => {
    if (!target) return;
    const input = {
      name: values.name.trim(),
      sort: values.sort ?? 0,
      remarks: (values.remarks ?? '').trim(),
      ...(target.mode === 'edit' ? { id: target.office.id } : { parentId: target.parent.id }),
    };
    save.mutate(input, {
      onSuccess: (office) => onSaved(office, target),
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const { onFields } = fieldErrors(err.fields, FIELDS, (m) => m);
        form.setFields(onFields);
      },
    });
  };

  // Errors on the form's own fields are shown there; anything else (a refusal of the office tree,
  // a failure naming no field of the form) is shown below the form.
  const onForm = save.error instanceof ApiError && fieldErrors(save.error.fields, FIELDS, (m) => m).onFields.length > 0;
  const failure = onForm ? undefined : save.error;

  return (
    <Modal
      open={target !== undefined}
      title={
        target?.mode === 'edit'
          ? t('office.editTitle', { name: target.office.name })
          : t('office.createTitle', { parent: target?.parent.name ?? '' })
      }
      okText={t('office.save')}
      cancelText={t('office.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      // The form stays mounted so that its instance is always connected; opening resets it.
    >
      <Form<Values> form={form} name="office" layout="vertical" onFinish={submit} requiredMark>
        <Form.Item label={t('office.name')} name="name" required rules={[rule('name')]}>
          <Input maxLength={100} showCount autoFocus />
        </Form.Item>
        <Form.Item label={t('office.sort')} name="sort" rules={[rule('sort')]} extra={t('office.sortHelp')}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('office.remarks')} name="remarks" rules={[rule('remarks')]}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={officeFailureText(failure, translate)} />}
    </Modal>
  );
}
