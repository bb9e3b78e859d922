import { Select } from 'antd';
import type { ReactNode } from 'react';
import type { TFunction } from '../../../../i18n/texts';
import { useTranslation } from '../../../../i18n/useTranslation';
import { Field } from './Field';

/** Fonts offered: generic families, and common ones with their fallback (a screen without one falls back). */
const FONTS = [
  'sans-serif',
  'serif',
  'monospace',
  'Arial, sans-serif',
  'Verdana, sans-serif',
  'Georgia, serif',
  '"Times New Roman", serif',
  '"Courier New", monospace',
] as const;
const GENERIC = { 'sans-serif': 'sansSerif', serif: 'serif', monospace: 'monospace' } as const;

/** A font list's first name, unquoted (what a font menu shows). */
const fontName = (family: string) => family.split(',')[0]!.trim().replace(/^"|"$/g, '');

/** The fonts to choose from, each shown in itself; `current` too when it is none of them (a document's own). */
export function fontOptions(
  t: TFunction,
  current: string | undefined,
): { value: string; title: string; label: ReactNode }[] {
  const fonts: string[] = [...FONTS];
  if (current && !fonts.includes(current)) fonts.push(current);
  return fonts.map((f) => {
    const name = f in GENERIC ? t(`richText.fonts.${GENERIC[f as keyof typeof GENERIC]}`) : fontName(f);
    return { value: f, title: name, label: <span style={{ fontFamily: f }}>{name}</span> };
  });
}

/** An element's own font (its text's, where no part of it has another). */
export function FontField({ value, set }: { value: string; set: (fontFamily: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('program.props.fontFamily')}>
      <Select value={value} options={fontOptions(t, value)} popupMatchSelectWidth={false} onChange={set} />
    </Field>
  );
}
