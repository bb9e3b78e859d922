import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useBrandTitle } from '../brand/BrandContext';
import { BrandMark } from '../brand/BrandMark';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { Copyright } from './Copyright';
import { FooterLinks } from './shell/FooterLinks';
import styles from './AuthLayout.module.css';

interface Props {
  /** The card's heading under the brand. */
  heading?: string;
  /** Card width: the sign-in form is narrow, the initialisation form wider. */
  width?: number;
  children: ReactNode;
}

/** The frame of the pages before sign-in: the brand, language switcher, one centred card, links and copyright. */
export function AuthLayout({ heading, width = 420, children }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = useBrandTitle();
  return (
    <div className={styles.page} style={{ backgroundColor: token.colorBgLayout }}>
      <header className={styles.topBar}>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        {/* Drawn with the theme's tokens: antd's Card would bring its tabs' code to the sign-in page, and Typography its tooltips. */}
        <section
          className={styles.card}
          style={{
            maxWidth: width,
            padding: '40px 40px 32px',
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <div className={styles.brand}>
            <BrandMark size={48} />
            <span className={styles.brandName}>{title}</span>
            <span style={{ color: token.colorTextSecondary }}>{t('common.tagline')}</span>
          </div>
          {heading && (
            <h4
              className={styles.heading}
              style={{
                color: token.colorTextHeading,
                fontSize: token.fontSizeHeading4,
                lineHeight: token.lineHeightHeading4,
                fontWeight: token.fontWeightStrong,
              }}
            >
              {heading}
            </h4>
          )}
          {children}
        </section>
      </main>
      <footer className={styles.footer} style={{ color: token.colorTextSecondary }}>
        <FooterLinks />
        <Copyright />
      </footer>
    </div>
  );
}
