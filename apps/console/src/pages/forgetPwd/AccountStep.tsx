import { UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';

/** The account whose password is forgotten. */
export function AccountStep({ onNext }: { onNext: (loginName: string) => void }) {
  const { t } = useTranslation();
  return (
    <Form<{ loginName: string }>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => onNext(v.loginName.trim())}
    >
      <Form.Item
        label={t('login.userName')}
        name="loginName"
        rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('forgetPwd.next')}
      </Button>
    </Form>
  );
}
