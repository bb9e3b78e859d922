import { DATA_SOURCE_SETTING_DEFAULTS, type SignInSettings } from '@apm/contract';
import { Form, Input } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { SectionForm, SwitchItem } from './SectionForm';

const KEYS = ['weatherUrl', 'geocodingUrl', 'exchangeRatesUrl'] as const;
type Values = Record<(typeof KEYS)[number], string> & { feedLocalNetwork: boolean };

/** Whether a text is an http or https address with a host (what the server takes). */
function isAddress(s: string): boolean {
  try {
    const u = new URL(s.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The providers of the weather and exchange-rate widgets: the addresses the server asks, in
 * Open-Meteo's and the ECB's formats (docs/api.md, "Data sources"); a site without internet points
 * them at a mirror. And whether programs' data sources may be read from the server's own network
 * (off by default: docs/decisions.md).
 */
export function DataSourceSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // An address the server refuses gets the same text as one the form refuses.
  const showRefused = (e: unknown) => {
    const refused = e instanceof ApiError ? e.fields.map((f) => f.field) : [];
    const keys = KEYS.filter((k) => refused.includes(k));
    form.setFields(keys.map((name) => ({ name, errors: [t('sysSetting.providerUrlInvalid')] })));
  };
  const rules = [
    {
      validator: (_: unknown, v: string) =>
        isAddress(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('sysSetting.providerUrlInvalid'))),
    },
  ];
  return (
    <SectionForm<Values>
      title={t('sysSetting.dataSourceTitle')}
      name="dataSourceSettings"
      form={form}
      initialValues={{
        weatherUrl: settings.weatherUrl,
        geocodingUrl: settings.geocodingUrl,
        exchangeRatesUrl: settings.exchangeRatesUrl,
        feedLocalNetwork: settings.feedLocalNetwork === 'true',
      }}
      toSettings={(v) => ({
        weatherUrl: v.weatherUrl.trim(),
        geocodingUrl: v.geocodingUrl.trim(),
        exchangeRatesUrl: v.exchangeRatesUrl.trim(),
        feedLocalNetwork: v.feedLocalNetwork ? 'true' : 'false',
      })}
      fields={KEYS}
      onFieldErrors={showRefused}
    >
      {KEYS.map((key) => (
        <Form.Item
          key={key}
          label={t(`sysSetting.${key}`)}
          name={key}
          extra={t(`sysSetting.${key}Help`, { url: DATA_SOURCE_SETTING_DEFAULTS[key] })}
          rules={rules}
        >
          <Input maxLength={2000} placeholder={DATA_SOURCE_SETTING_DEFAULTS[key]} />
        </Form.Item>
      ))}
      <SwitchItem
        name="feedLocalNetwork"
        label={t('sysSetting.feedLocalNetwork')}
        extra={t('sysSetting.feedLocalNetworkHelp')}
      />
    </SectionForm>
  );
}
