import { isBrandImagePath, isWebAddress } from '@apm/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  src: string;
  alt: string;
  height: number;
}

/** The picture behind an address as the brand will show it, or a note when it does not load. */
export function ImagePreview({ src, alt, height }: Props) {
  const { t } = useTranslation();
  const address = src.trim();
  // The address that failed: a new address is tried afresh.
  const [failed, setFailed] = useState('');
  if (!isWebAddress(address) && !isBrandImagePath(address)) return null;
  if (failed === address) {
    return (
      <Typography.Paragraph type="warning" style={{ marginTop: -16 }}>
        {t('customers.imageBroken')}
      </Typography.Paragraph>
    );
  }
  return (
    <div style={{ marginTop: -16, marginBottom: 16 }}>
      <img src={address} alt={alt} style={{ height, maxWidth: '100%' }} onError={() => setFailed(address)} />
    </div>
  );
}
