import { IdcardOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../session/SessionContext';
import { useSignOut } from '../../session/useSignOut';
import { useDisplaySettings } from '../settings/SettingsContext';

/**
 * The signed-in user's avatar and name, opening the account menu: the personal center, display
 * settings (always reachable here, even with the drawer's button hidden) and Sign out.
 */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const { setDrawerOpen } = useDisplaySettings();
  const navigate = useNavigate();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'personalCenter', icon: <IdcardOutlined />, label: t('menu.personalCenter') },
          { key: 'settings', icon: <SettingOutlined />, label: t('shell.displaySettings') },
          { type: 'divider' },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('common.signOut'), disabled: signOut.isPending },
        ],
        onClick: ({ key }) => {
          if (key === 'personalCenter') void navigate('/personalCenter');
          if (key === 'settings') setDrawerOpen(true);
          if (key === 'signOut') signOut.mutate();
        },
      }}
    >
      <Button type="text" aria-label={`${t('common.account')}: ${user.name}`} style={{ height: 48, maxWidth: 220 }}>
        <Avatar size="small" src={user.avatar || undefined} icon={user.avatar ? undefined : <UserOutlined />} />
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.name}</span>
      </Button>
    </Dropdown>
  );
}
