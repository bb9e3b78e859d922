import { CheckOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { CSSProperties } from 'react';
import styles from './BlockChoice.module.css';

/** How one option is drawn: the colours of its miniature header, side menu and page, and where the side menu sits. */
export interface BlockPicture {
  page: string;
  header?: string;
  sider?: string;
  /** The side menu starts below the header (mixed layout). */
  siderBelowHeader?: boolean;
}

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string; picture: BlockPicture }[];
  onChange(value: T): void;
}

/**
 * A choice among pictured options (theme mode, navigation layout), as Ant Design Pro draws
 * them: each a miniature of the layout, the chosen one ticked. A radio group for assistive technology.
 */
export function BlockChoice<T extends string>({ label, value, options, onChange }: Props<T>) {
  const { token } = theme.useToken();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={styles.group}
      style={{ '--focus-color': token.colorPrimary } as CSSProperties}
    >
      {options.map((o) => {
        const checked = o.value === value;
        return (
          <Tooltip key={o.value} title={o.label}>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={o.label}
              className={styles.option}
              style={{ background: o.picture.page }}
              onClick={() => onChange(o.value)}
            >
              {o.picture.header && <span className={styles.header} style={{ background: o.picture.header }} />}
              {o.picture.sider && (
                <span
                  className={`${styles.sider} ${o.picture.siderBelowHeader ? styles.belowHeader : ''}`}
                  style={{ background: o.picture.sider }}
                />
              )}
              {checked && <CheckOutlined className={styles.check} style={{ color: token.colorPrimary }} />}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
