import { Flex, Spin } from 'antd';
import { useTranslation } from '../i18n/useTranslation';

/** What shows while a page finds out what to show. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" aria-label={t('common.loading')} />
    </Flex>
  );
}
