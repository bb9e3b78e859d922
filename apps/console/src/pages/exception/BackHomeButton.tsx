import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

/** Goes to / — which sends a signed-in user home and anyone else to sign in. */
export function BackHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      {t('common.backHome')}
    </Button>
  );
}
