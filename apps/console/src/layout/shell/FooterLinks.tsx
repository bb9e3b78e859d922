import { Flex, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { useBrand } from '../../brand/BrandContext';
import { useDisplaySettings } from '../settings/SettingsContext';

/**
 * The footer's links: the display settings' own when set, else the brand's, then the brand's
 * manual and policy addresses. Each opens in a new tab.
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
          <Typography.Link
            key={`${link.title}\n${link.href}`}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            type="secondary"
          >
            {link.title}
          </Typography.Link>
        ))}
      </Flex>
    </nav>
  );
}
