import { ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { CenteredResult } from '../../components/CenteredResult';
import { useForgetSession } from '../../session/useForgetSession';

/**
 * /logout: where a gone session lands (spec 4); forgets the old user (keeping that a session ended,
 * so a reload of a console page comes back here) and offers to sign in again.
 */
export function SessionExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useForgetSession({ ended: true });
  return (
    <CenteredResult
      icon={<ClockCircleOutlined />}
      status="warning"
      title={t('exception.sessionExpiredTitle')}
      subTitle={t('errors.sessionExpired')}
      extra={
        <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
          {t('exception.signInAgain')}
        </Button>
      }
    />
  );
}
