import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useSignInSettings } from './api';
import { ConversionSection } from './ConversionSection';
import { DataSourceSection } from './DataSourceSection';
import { MailServerSection } from './MailServerSection';
import { OutboxSection } from './OutboxSection';
import { PasswordPolicySection } from './PasswordPolicySection';
import { ReviewSection } from './ReviewSection';
import { SignInSection } from './SignInSection';
import { TerminalSection } from './TerminalSection';
import { UploadSection } from './UploadSection';

/**
 * sys/sysSetting/list: sign-in and verification, the mail server, the password policy, review, uploads
 * and storage, conversion, terminals, data sources and the mail outbox.
 */
export function SysSettingPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const settings = useSignInSettings();

  if (settings.isError && !settings.data) {
    return (
      <Card title={t('menu.systemSettings')}>
        <Result
          status="error"
          title={errorText(settings.error, translate)}
          extra={<Button onClick={() => void settings.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }
  if (!settings.data) {
    return (
      <Card title={t('menu.systemSettings')}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <SignInSection settings={settings.data} />
      <MailServerSection settings={settings.data} />
      <PasswordPolicySection settings={settings.data} />
      <ReviewSection settings={settings.data} />
      <UploadSection settings={settings.data} />
      <ConversionSection settings={settings.data} />
      <TerminalSection settings={settings.data} />
      <DataSourceSection settings={settings.data} />
      <OutboxSection />
    </Flex>
  );
}
