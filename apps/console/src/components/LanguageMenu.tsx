import type { Language } from '@apm/contract';
import { Dropdown } from 'antd';
import { useState, type ReactElement } from 'react';
import { LANGUAGE_NAMES } from '../i18n/names';

interface Props {
  offered: readonly Language[];
  language: Language;
  onChoose: (key: string) => void;
  /** The switcher's button, which opens and closes the menu. */
  children: ReactElement;
}

/**
 * The language switcher's menu (antd's Dropdown and Menu), loaded by LanguageSwitcher at its first
 * click and open from then: the sign-in page needs its code only when a language is picked.
 */
export default function LanguageMenu({ offered, language, onChoose, children }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: offered.map((l) => ({ key: l, label: LANGUAGE_NAMES[l] })),
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          setOpen(false);
          onChoose(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
