import { Flex } from 'antd';
import styles from './FooterLinks.module.css';
import { useTranslation } from '../../i18n/useTranslation';
import { useBrand } from '../../brand/BrandContext';
import { useDisplaySettings } from '../settings/SettingsContext';

/**
 * The footer's links: the display settings' own when set, else the brand's, then the brand's
 * manual and policy addresses. Each opens in a new tab. Plain links in the footer's colour (the
 * sign-in page has the footer, and antd's Typography would bring its tooltips there).
 */
export function FooterLinks() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { settings } = useDisplaySettings();
  const links = [
    ...(settings.footerLinks.length > 0 ? settings.footerLinks : brand.footerLinks),
    ...(brand.manualUrl ? [{ title: t('shell.manual'), href: brand.manualUrl }] : []),
    ...(brand.policyUrl ? [{ title: t('shell.policy'), href: brand.policyUrl }] : []),
  ];
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('shell.footerLinks')}>
      <Flex wrap justify="center" gap="4px 24px" style={{ marginBottom: 8 }}>
        {links.map((link) => (
          <a
            key={`${link.title}\n${link.href}`}
            className={styles.link}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.title}
          </a>
        ))}
      </Flex>
    </nav>
  );
}
