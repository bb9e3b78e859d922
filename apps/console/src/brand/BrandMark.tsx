import { useState } from 'react';
import { BrandLogo } from '../components/BrandLogo';
import { useBrand } from './BrandContext';

/** The brand's logo, or the product's own when the brand has none or its image does not load. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const { logo } = useBrand();
  const [broken, setBroken] = useState(false);
  if (!logo || broken) return <BrandLogo size={size} />;
  return (
    <img
      src={logo}
      alt=""
      height={size}
      style={{ height: size, width: 'auto', maxWidth: size * 4, objectFit: 'contain', flex: 'none' }}
      onError={() => setBroken(true)}
    />
  );
}
