import { firstAdminFields } from '@apm/contract';
import { Col, Divider, Form, Input, Row, Typography, type FormRule } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { useRules } from './useRules';

export const FIRST_ADMIN_FIELDS = ['adminLoginName', 'adminName', 'adminPassword', 'adminEmail'] as const;
const ALL = [...FIRST_ADMIN_FIELDS];

/** Whether any field of the first administrator is filled in (then name, login and password are needed). */
const asked = (get: (name: string) => unknown) => ALL.some((f) => String(get(f) ?? '').trim() !== '');

interface Props {
  /** The title above the fields, e.g. "First customer administrator (optional)". */
  title: string;
  /** What the account will be allowed to do. */
  help: string;
}

/**
 * The optional first administrator of a new customer or agent: all empty for none; once one
 * field is filled in, login name, name and password are required. The server creates the account
 * in the same transaction as its office.
 */
export function FirstAdminFields({ title, help }: Props) {
  const { t } = useTranslation();
  const { schemaRule } = useRules();
  const requiredWhenAsked: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (asked(getFieldValue) && String(value ?? '').trim() === '') throw new Error(t('customers.rules.required'));
    },
  });
  const others = (field: string) => ALL.filter((f) => f !== field);

  return (
    <>
      <Divider titlePlacement="start" plain>
        {title}
      </Divider>
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('customers.adminLoginName')}
            name="adminLoginName"
            dependencies={others('adminLoginName')}
            rules={[requiredWhenAsked, schemaRule(firstAdminFields.adminLoginName)]}
          >
            <Input autoComplete="off" maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('customers.adminName')}
            name="adminName"
            dependencies={others('adminName')}
            rules={[requiredWhenAsked, schemaRule(firstAdminFields.adminName)]}
          >
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('customers.adminPassword')}
            name="adminPassword"
            dependencies={others('adminPassword')}
            rules={[requiredWhenAsked, schemaRule(firstAdminFields.adminPassword)]}
            extra={t('customers.passwordHelp')}
          >
            <Input.Password autoComplete="new-password" maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('customers.adminEmail')}
            name="adminEmail"
            rules={[schemaRule(firstAdminFields.adminEmail)]}
          >
            <Input autoComplete="off" maxLength={128} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
