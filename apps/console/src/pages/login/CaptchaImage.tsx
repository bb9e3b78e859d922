import { sessionApi } from '@apm/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { urlOf } from '../../api/client';

/**
 * The captcha picture; each `stamp` is a new picture (and a new answer kept by the server in a
 * cookie). Clicking it asks for another.
 */
export function CaptchaImage({ stamp, onRefresh }: { stamp: number; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('login.captchaRefresh')}
      style={{ display: 'flex', padding: 0, border: 0, background: 'none', cursor: 'pointer', marginInlineEnd: -7 }}
    >
      <img
        src={urlOf(sessionApi.validateCode, { t: stamp })}
        alt={t('login.captchaPicture')}
        width={96}
        height={32}
        style={{ borderRadius: 4, display: 'block' }}
      />
    </button>
  );
}
