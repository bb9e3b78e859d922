import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage } from '@apm/contract';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errorText';
import { useBrand, useBrandLoaded } from '../brand/BrandContext';
import { offeredLanguages } from '../i18n/brandLanguages';
import { LANGUAGE_NAMES } from '../i18n/names';
import { AVAILABLE_LANGUAGES } from '../i18n/packs';
import { switchLanguage } from '../i18n/setup';
import { useLanguage } from '../i18n/useLanguage';
import { useTranslate } from '../i18n/useTranslate';

/**
 * Lets the user pick the console's language among those the brand offers (spec 1); the choice is
 * kept in the language cookie. Nothing to pick, nothing shown.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = App.useApp();
  const language = useLanguage();
  const brand = useBrand();
  const offered = offeredLanguages(useBrandLoaded() ? brand : undefined, AVAILABLE_LANGUAGES);

  const choose = (key: string) => {
    if (isLanguage(key) && key !== language) {
      switchLanguage(key).catch((err: unknown) => void message.error(errorText(err, translate)));
    }
  };

  if (offered.length < 2) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: offered.map((l) => ({ key: l, label: LANGUAGE_NAMES[l] })),
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => choose(key),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={`${t('common.language')}: ${LANGUAGE_NAMES[language]}`}>
        {LANGUAGE_NAMES[language]}
      </Button>
    </Dropdown>
  );
}
