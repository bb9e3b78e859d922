import { Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../components/BrandLogo';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { AvatarMenu } from './AvatarMenu';

/** The top bar: brand (linking home) on the left; language and account on the right. */
export function HeaderBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 16px 0 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Link to="/home" style={{ display: 'flex', alignItems: 'center', gap: 12, color: token.colorText }}>
        <BrandLogo size={32} />
        <span style={{ fontSize: 20, fontWeight: 600, letterSpacing: '0.04em' }}>{t('common.brand')}</span>
        <span style={{ color: token.colorTextSecondary }}>{t('common.tagline')}</span>
      </Link>
      <Flex align="center" gap={8}>
        <LanguageSwitcher />
        <AvatarMenu />
      </Flex>
    </Layout.Header>
  );
}
