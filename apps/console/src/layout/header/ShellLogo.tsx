import { theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useBrandTitle } from '../../brand/BrandContext';
import { BrandMark } from '../../brand/BrandMark';
import { useDisplaySettings } from '../settings/SettingsContext';
import type { Shade } from '../settings/themeConfig';

interface Props {
  /** Drawn on dark navigation (white text) or on the theme's own background. */
  shade: Shade;
  /** Only the mark: the collapsed side menu. */
  markOnly?: boolean;
}

/** The logo and the system's name, linking to /home (spec 1). */
export function ShellLogo({ shade, markOnly = false }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { settings } = useDisplaySettings();
  const brandTitle = useBrandTitle();
  const name = settings.systemName || brandTitle;

  return (
    <Link
      to="/home"
      aria-label={`${name}: ${t('shell.homeLink')}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        minWidth: 0,
        color: shade === 'dark' ? '#fff' : token.colorText,
        textDecoration: 'none',
      }}
    >
      <BrandMark size={32} />
      {!markOnly && (
        <span
          style={{
            fontSize: 20,
            fontWeight: 600,
            letterSpacing: '0.04em',
            lineHeight: '32px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {name}
        </span>
      )}
    </Link>
  );
}
