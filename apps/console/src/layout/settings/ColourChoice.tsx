import { CheckOutlined } from '@ant-design/icons';
import { Flex, Tooltip } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { PALETTE } from './palette';

/** The eight theme colours as swatches, the chosen one ticked; a radio group for assistive technology. */
export function ColourChoice({ value, onChange }: { value: string; onChange(color: string): void }) {
  const { t } = useTranslation();
  return (
    <Flex role="radiogroup" aria-label={t('settings.themeColor')} wrap gap={8}>
      {PALETTE.map(({ name, color }) => {
        const checked = color.toLowerCase() === value.toLowerCase();
        const label = t(`settings.colors.${name}`);
        return (
          <Tooltip key={name} title={label}>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={label}
              onClick={() => onChange(color)}
              style={{
                width: 22,
                height: 22,
                padding: 0,
                border: 'none',
                borderRadius: 4,
                background: color,
                color: '#fff',
                cursor: 'pointer',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 12,
              }}
            >
              {checked && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
