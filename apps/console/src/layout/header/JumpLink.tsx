import { ExportOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useBrand } from '../../brand/BrandContext';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { fetchSsoToken } from './api';
import { jumpAddress } from './jumpAddress';

/**
 * The link to the "4.0" product (spec 1), shown only when the brand names its address: it asks
 * for a single-sign-on token and opens the address with it in a new tab.
 */
export function JumpLink() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { jumpUrl } = useBrand();
  const [pending, setPending] = useState(false);
  if (!jumpUrl) return null;

  const jump = async () => {
    // Opened now, while the click still counts as the user's: a window opened after the token
    // arrives would be stopped by the popup blocker.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setPending(true);
    try {
      const token = await fetchSsoToken();
      const address = jumpAddress(jumpUrl, token);
      if (tab) tab.location.href = address;
      else window.open(address, '_blank', 'noopener');
    } catch (err) {
      tab?.close();
      void message.error(errorText(err, translate));
    } finally {
      setPending(false);
    }
  };

  return (
    <Tooltip title={t('shell.jumpToV4Hint')}>
      <Button type="text" icon={<ExportOutlined />} loading={pending} onClick={() => void jump()}>
        {t('shell.jumpToV4')}
      </Button>
    </Tooltip>
  );
}
