import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage } from '@apm/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { errorText } from '../api/errorText';
import { useBrand, useBrandLoaded } from '../brand/BrandContext';
import { useFeedback } from '../feedback/useFeedback';
import { offeredLanguages } from '../i18n/brandLanguages';
import { LANGUAGE_NAMES } from '../i18n/names';
import { AVAILABLE_LANGUAGES } from '../i18n/packs';
import { switchLanguage } from '../i18n/setup';
import { useLanguage } from '../i18n/useLanguage';
import { useTranslate } from '../i18n/useTranslate';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

/**
 * Lets the user pick the console's language among those the brand offers (spec 1); the choice is
 * kept in the language cookie. Nothing to pick, nothing shown. The menu's code comes at the first
 * click (LanguageMenu), which then opens it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const language = useLanguage();
  const brand = useBrand();
  const [menuWanted, setMenuWanted] = useState(false);
  const offered = offeredLanguages(useBrandLoaded() ? brand : undefined, AVAILABLE_LANGUAGES);

  const choose = (key: string) => {
    if (isLanguage(key) && key !== language) {
      switchLanguage(key).catch((err: unknown) => void message.error(errorText(err, translate)));
    }
  };

  if (offered.length < 2) return null;
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={`${t('common.language')}: ${LANGUAGE_NAMES[language]}`}
      onClick={menuWanted ? undefined : () => setMenuWanted(true)}
    >
      {LANGUAGE_NAMES[language]}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu offered={offered} language={language} onChoose={choose}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
