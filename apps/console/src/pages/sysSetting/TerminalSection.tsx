import type { SignInSettings } from '@apm/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { flag } from './api';
import { SectionForm, SwitchItem } from './SectionForm';

interface Values {
  terminalAuthorizationFreeAccessManage: boolean;
}

/**
 * Terminals (the `terminalAuthorizationFreeAccessManage` setting): on, a device that registers is
 * authorised at once into the platform office, without a pairing code (docs/terminal-protocol.md).
 */
export function TerminalSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  return (
    <SectionForm<Values>
      title={t('sysSetting.terminalTitle')}
      name="terminalSettings"
      initialValues={{
        terminalAuthorizationFreeAccessManage: settings.terminalAuthorizationFreeAccessManage === 'true',
      }}
      toSettings={(v) => ({ terminalAuthorizationFreeAccessManage: flag(v.terminalAuthorizationFreeAccessManage) })}
    >
      <SwitchItem
        name="terminalAuthorizationFreeAccessManage"
        label={t('sysSetting.freeAccess')}
        extra={t('sysSetting.freeAccessHelp')}
      />
    </SectionForm>
  );
}
