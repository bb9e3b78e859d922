import { SearchOutlined } from '@ant-design/icons';
import { USER_STATUSES } from '@apm/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import type { UserStatus } from './userForm';

export interface UserFilterValues {
  name: string;
  loginName: string;
  status: UserStatus | '';
}

export const NO_FILTERS: UserFilterValues = { name: '', loginName: '', status: '' };

/** Search by name, login name and status; applied on Search (or Enter), cleared by Reset. */
export function UserFilters({ onApply }: { onApply: (v: UserFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFilterValues>();
  return (
    <Form<UserFilterValues>
      form={form}
      name="userFilters"
      layout="inline"
      initialValues={NO_FILTERS}
      onFinish={(v) => onApply({ name: v.name.trim(), loginName: v.loginName.trim(), status: v.status })}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item label={t('user.name')} name="name">
        <Input allowClear maxLength={64} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label={t('user.loginName')} name="loginName">
        <Input allowClear maxLength={64} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label={t('user.status')} name="status">
        <Select
          style={{ width: 130 }}
          options={[
            { value: '', label: t('user.anyStatus') },
            ...USER_STATUSES.map((s) => ({ value: s, label: t(`user.statuses.${s}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('user.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onApply(NO_FILTERS);
          }}
        >
          {t('user.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
