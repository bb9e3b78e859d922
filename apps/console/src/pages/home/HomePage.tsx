import { Card, Col, Descriptions, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { userRoleNames } from '../../access/roleName';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../session/SessionContext';
import { browserTimeZone, formatDate, formatMoment, formatTime } from '../../components/moments';
import { permissionCount } from './facts';
import { WelcomeCard } from './WelcomeCard';

/** /home: the signed-in user's own account, sign-in and access, as the server reports them. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const translate = useTranslate();
  const orNotSet = (v: string) => v || t('common.notSet');

  return (
    <Flex vertical gap={24}>
      <WelcomeCard user={user} />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={8}>
          <Card style={{ height: '100%' }}>
            <Statistic title={t('home.permissionCount')} value={permissionCount(user.permissions)} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card style={{ height: '100%' }}>
            <Statistic title={t('home.roleCount')} value={user.roleNames.length} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card style={{ height: '100%' }}>
            <Statistic title={t('home.sessionExpires')} value={formatTime(user.sessionExpiresAt)} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(user.sessionExpiresAt)} · {t('home.sessionRenews')}
            </Typography.Text>
          </Card>
        </Col>
      </Row>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('home.account')} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              items={[
                { key: 'loginName', label: t('home.loginName'), children: user.loginName },
                { key: 'name', label: t('home.name'), children: user.name },
                { key: 'email', label: t('home.email'), children: orNotSet(user.email) },
                { key: 'phone', label: t('home.phone'), children: orNotSet(user.phone) },
                { key: 'office', label: t('home.office'), children: user.officeName },
                {
                  key: 'roles',
                  label: t('home.roles'),
                  children: user.roleNames.length ? userRoleNames(user, translate).join(', ') : t('home.noRoles'),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('home.session')} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              items={[
                {
                  key: 'lastSignIn',
                  label: t('home.lastSignIn'),
                  children: user.lastLoginDate === null ? t('home.firstSignIn') : formatMoment(user.lastLoginDate),
                },
                {
                  key: 'lastSignInIp',
                  label: t('home.lastSignInIp'),
                  children: orNotSet(user.lastLoginIp),
                },
                {
                  key: 'sessionExpires',
                  label: t('home.sessionExpires'),
                  children: formatMoment(user.sessionExpiresAt),
                },
                { key: 'timeZone', label: t('home.timeZone'), children: browserTimeZone() },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
