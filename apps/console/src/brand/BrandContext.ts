import type { Brand } from '@apm/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { OWN_BRAND, type SiteBrand } from './loadBrand';

export const BrandContext = createContext<SiteBrand>({ brand: OWN_BRAND, loaded: false });

/** The brand of this host (spec 1), loaded once at start. */
export const useBrand = (): Brand => useContext(BrandContext).brand;

/** Whether the brand came from the server (its languages and default then rule, spec 4). */
export const useBrandLoaded = (): boolean => useContext(BrandContext).loaded;

/** The name shown in the header, sign-in page and footer: the brand's title, else the product's name. */
export function useBrandTitle(): string {
  const { t } = useTranslation();
  return useBrand().title || t('common.brand');
}

/** The copyright line: the brand's, else the product's own (translated). */
export function useBrandCopyright(): string {
  const { t } = useTranslation();
  return useBrand().copyright || t('common.copyright', { year: new Date().getFullYear() });
}
