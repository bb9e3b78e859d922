import { UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@apm/contract';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { userRoleNames } from '../../access/roleName';
import { useTranslate } from '../../i18n/useTranslate';

/** The greeting: who is signed in, to which organisation, with which roles. */
export function WelcomeCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  return (
    <Card>
      <Flex align="center" gap={20}>
        <Avatar size={64} src={user.avatar || undefined} icon={user.avatar ? undefined : <UserOutlined />} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('home.welcome', { name: user.name })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('home.signedInTo', { office: user.officeName })}</Typography.Text>
          <Flex wrap gap={4} style={{ marginTop: 8 }}>
            {user.roleNames.length > 0 ? (
              userRoleNames(user, translate).map((r) => (
                <Tag key={r} color="blue">
                  {r}
                </Tag>
              ))
            ) : (
              <Tag>{t('home.noRoles')}</Tag>
            )}
          </Flex>
        </div>
      </Flex>
    </Card>
  );
}
