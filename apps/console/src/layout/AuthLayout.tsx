import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../components/BrandLogo';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { Copyright } from './Copyright';
import styles from './AuthLayout.module.css';

interface Props {
  /** The card's heading under the brand. */
  heading?: string;
  /** Card width: the sign-in form is narrow, the initialisation form wider. */
  width?: number;
  children: ReactNode;
}

/** The frame of the pages before sign-in: brand, language switcher, one centred card, copyright. */
export function AuthLayout({ heading, width = 420, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <Card className={styles.card} style={{ maxWidth: width }} styles={{ body: { padding: '40px 40px 32px' } }}>
          <div className={styles.brand}>
            <BrandLogo size={48} />
            <span className={styles.brandName}>{t('common.brand')}</span>
            <Typography.Text type="secondary">{t('common.tagline')}</Typography.Text>
          </div>
          {heading && (
            <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0, marginBottom: 24 }}>
              {heading}
            </Typography.Title>
          )}
          {children}
        </Card>
      </main>
      <footer className={styles.footer}>
        <Copyright />
      </footer>
    </div>
  );
}
