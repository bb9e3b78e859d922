import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionContext';
import { useSignOut } from '../session/useSignOut';

/** The signed-in user's avatar and name, opening the account menu (Sign out). */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [{ key: 'signOut', icon: <LogoutOutlined />, label: t('common.signOut'), disabled: signOut.isPending }],
        onClick: ({ key }) => {
          if (key === 'signOut') signOut.mutate();
        },
      }}
    >
      <Button type="text" aria-label={`${t('common.account')}: ${user.name}`} style={{ height: 48 }}>
        <Avatar size="small" src={user.avatar || undefined} icon={user.avatar ? undefined : <UserOutlined />} />
        <span>{user.name}</span>
      </Button>
    </Dropdown>
  );
}
