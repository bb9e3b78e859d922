import type { RouteEntry } from '@apm/contract';
import { Drawer } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { ShellLogo } from '../header/ShellLogo';
import { NavMenu } from '../menu/NavMenu';
import type { Shade } from '../settings/themeConfig';
import { DARK_NAV_BG, HEADER_HEIGHT, SIDER_WIDTH } from '../theme';

interface Props {
  entries: readonly RouteEntry[];
  shade: Shade;
  open: boolean;
  onClose(): void;
}

/** Below 768 px the whole menu lives in a drawer from the left (spec 9), whatever the layout. */
export function MobileMenu({ entries, shade, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      size={SIDER_WIDTH}
      open={open}
      onClose={onClose}
      closable={false}
      title={null}
      aria-label={t('shell.navigation')}
      styles={{ body: { padding: 0, background: shade === 'dark' ? DARK_NAV_BG : undefined } }}
    >
      <div style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', padding: '0 24px' }}>
        <ShellLogo shade={shade} />
      </div>
      <NavMenu entries={entries} mode="inline" shade={shade} onNavigate={onClose} />
    </Drawer>
  );
}
