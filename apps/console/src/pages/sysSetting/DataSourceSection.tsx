import { DATA_SOURCE_SETTING_DEFAULTS, type SignInSettings } from '@apm/contract';
import { Alert, Card, Form, Input, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSaveSettings } from './api';
import { SectionSave } from './SectionSave';

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
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const submit = (v: Values) =>
    save.mutate(
      {
        weatherUrl: v.weatherUrl.trim(),
        geocodingUrl: v.geocodingUrl.trim(),
        exchangeRatesUrl: v.exchangeRatesUrl.trim(),
        feedLocalNetwork: v.feedLocalNetwork ? 'true' : 'false',
      },
      {
        onSuccess: () => void message.success(t('sysSetting.saved')),
        onError: (e) => {
          const refused = e instanceof ApiError ? e.fields.map((f) => f.field) : [];
          const keys = KEYS.filter((k) => refused.includes(k));
          form.setFields(keys.map((name) => ({ name, errors: [t('sysSetting.providerUrlInvalid')] })));
        },
      },
    );
  const fieldError = save.error instanceof ApiError && save.error.fields.length > 0;
  const rules = [
    {
      validator: (_: unknown, v: string) =>
        isAddress(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('sysSetting.providerUrlInvalid'))),
    },
  ];
  return (
    <Card title={t('sysSetting.dataSourceTitle')}>
      <Form<Values>
        form={form}
        name="dataSourceSettings"
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={{
          weatherUrl: settings.weatherUrl,
          geocodingUrl: settings.geocodingUrl,
          exchangeRatesUrl: settings.exchangeRatesUrl,
          feedLocalNetwork: settings.feedLocalNetwork === 'true',
        }}
        onFinish={submit}
        style={{ maxWidth: 900 }}
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
        <Form.Item
          label={t('sysSetting.feedLocalNetwork')}
          name="feedLocalNetwork"
          valuePropName="checked"
          extra={t('sysSetting.feedLocalNetworkHelp')}
        >
          <Switch />
        </Form.Item>
        {save.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <SectionSave loading={save.isPending} />
      </Form>
    </Card>
  );
}
