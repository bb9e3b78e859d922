import type { OfficeType } from '@apm/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';

const COLOURS: Record<OfficeType, string | undefined> = {
  platform: 'gold',
  agent: 'purple',
  customer: 'cyan',
  office: undefined,
};

/** The kind of an office as a tag; plain offices, the common case, carry none unless `always`. */
export function OfficeTypeTag({ type, always = false }: { type: OfficeType; always?: boolean }) {
  const { t } = useTranslation();
  if (type === 'office' && !always) return null;
  return (
    <Tag
      color={COLOURS[type]}
      variant="filled"
      style={{ marginInlineStart: 6, marginInlineEnd: 0 }}
      data-office-type={type}
    >
      {t(`office.types.${type}`)}
    </Tag>
  );
}
