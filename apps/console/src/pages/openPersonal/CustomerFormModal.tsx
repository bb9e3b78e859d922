import { customerSave, type CustomerItem } from '@apm/contract';
import { Alert, Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useSettled } from '../../components/useSettled';
import { FIRST_ADMIN_FIELDS, FirstAdminFields } from '../../components/customerForms/FirstAdminFields';
import { useRules } from '../../components/customerForms/useRules';
import { fieldErrors } from '../../components/form/schemaProblem';
import { useTranslate } from '../../i18n/useTranslate';
import { useParentOptions, useSaveCustomer, type CustomerValues } from './api';

/** Creating a customer, or editing one. */
export type CustomerFormTarget = { mode: 'create' } | { mode: 'edit'; customer: CustomerItem };

type Values = Omit<CustomerValues, 'id'>;
const FIELDS = [
  'parentId',
  'name',
  'remarks',
  'contactName',
  'contactPhone',
  'contactEmail',
  ...FIRST_ADMIN_FIELDS,
] as const;
const shape = customerSave.shape;

interface Props {
  target: CustomerFormTarget | undefined;
  onClose: () => void;
  onSaved: (customer: CustomerItem, created: boolean) => void;
}

/** A customer's name, agent, contact and remarks; on creation optionally its first customer administrator. */
export function CustomerFormModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { schemaRule, ruleText } = useRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveCustomer();
  const [parentSearch, setParentSearch] = useState('');
  const creating = target?.mode === 'create';
  // The name typed goes to the server once the typing pauses; what is answered is for those words.
  const asked = useSettled(parentSearch);
  const parents = useParentOptions(asked, creating);
  const options = parents.data?.list ?? [];
  const onlyParent = asked === '' && parents.data?.count === 1 ? options[0] : undefined;
  const noParent = creating && asked === '' && parents.data?.count === 0;

  useEffect(() => {
    if (!target) return;
    save.reset();
    form.resetFields();
    setParentSearch('');
    if (target.mode === 'edit') {
      const c = target.customer;
      form.setFieldsValue({
        name: c.name,
        remarks: c.remarks,
        contactName: c.contactName,
        contactPhone: c.contactPhone,
        contactEmail: c.contactEmail,
      });
    }
    // Only a new target resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  // A caller with one place for customers (an agent's administrator) does not choose it.
  useEffect(() => {
    if (onlyParent) form.setFieldValue('parentId', onlyParent.id);
  }, [onlyParent, form]);

  const submit = (values: Values) => {
    if (!target) return;
    const trim = (v: string | undefined) => (v ?? '').trim();
    const common = {
      name: trim(values.name),
      remarks: trim(values.remarks),
      contactName: trim(values.contactName),
      contactPhone: trim(values.contactPhone),
      contactEmail: trim(values.contactEmail),
    };
    const input: CustomerValues =
      target.mode === 'edit'
        ? { id: target.customer.id, ...common }
        : {
            ...common,
            parentId: values.parentId,
            adminLoginName: trim(values.adminLoginName),
            adminName: trim(values.adminName),
            adminPassword: values.adminPassword ?? '',
            adminEmail: trim(values.adminEmail),
          };
    save.mutate(input, {
      onSuccess: ({ jsonObject: customer }) => onSaved(customer, target.mode === 'create'),
      onError: (err) => {
        if (err instanceof ApiError) form.setFields(fieldErrors(err.fields, FIELDS, ruleText).onFields);
      },
    });
  };

  const failure = save.error instanceof ApiError && save.error.fields.length > 0 ? undefined : save.error;

  return (
    <Modal
      open={target !== undefined}
      width={720}
      title={
        target?.mode === 'edit' ? t('customers.editTitle', { name: target.customer.name }) : t('customers.createTitle')
      }
      okText={t('customers.save')}
      cancelText={t('customers.cancel')}
      okButtonProps={{ disabled: noParent }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values> form={form} name="customer" layout="vertical" onFinish={submit} requiredMark>
        {creating && noParent && (
          <Alert type="warning" showIcon title={t('customers.noParent')} style={{ marginBottom: 16 }} />
        )}
        {creating && onlyParent && (
          <Typography.Paragraph>{t('customers.belongsTo', { name: onlyParent.name })}</Typography.Paragraph>
        )}
        {creating && !onlyParent && !noParent && (
          <Form.Item
            label={t('customers.parent')}
            name="parentId"
            rules={[{ required: true, message: t('customers.rules.required') }]}
            extra={t('customers.parentHelp')}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setParentSearch }}
              loading={parents.isFetching}
              options={options.map((o) => ({
                value: o.id,
                label: o.type === 'platform' ? t('customers.platformParent', { name: o.name }) : o.name,
              }))}
              placeholder={t('customers.parentPlaceholder')}
            />
          </Form.Item>
        )}
        {creating && onlyParent && (
          <Form.Item name="parentId" hidden>
            <Input />
          </Form.Item>
        )}
        <Form.Item label={t('customers.name')} name="name" required rules={[schemaRule(shape.name)]}>
          <Input maxLength={100} showCount autoFocus />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t('customers.contactName')} name="contactName" rules={[schemaRule(shape.contactName)]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('customers.contactPhone')} name="contactPhone" rules={[schemaRule(shape.contactPhone)]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('customers.contactEmail')} name="contactEmail" rules={[schemaRule(shape.contactEmail)]}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('customers.remarks')} name="remarks" rules={[schemaRule(shape.remarks)]}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        {creating && <FirstAdminFields title={t('customers.firstAdmin')} help={t('customers.firstAdminHelp')} />}
      </Form>
      {failure && <Alert type="error" showIcon title={errorText(failure, translate)} />}
    </Modal>
  );
}
