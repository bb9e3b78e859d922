import { TRANSCODE_CONCURRENCY_MAX, type SignInSettings } from '@apm/contract';
import { Form, InputNumber } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { SectionForm } from './SectionForm';

interface Values {
  transcodeConcurrency: number;
}

/**
 * Conversions of videos and sounds a browser cannot play (the `transcodeConcurrency` setting): how
 * many each server process runs at once. Each ffmpeg takes several cores; a change applies to the
 * conversions that start next.
 */
export function ConversionSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  return (
    <SectionForm<Values>
      title={t('sysSetting.conversionTitle')}
      name="conversionSettings"
      initialValues={{ transcodeConcurrency: Number(settings.transcodeConcurrency) }}
      toSettings={(v) => ({ transcodeConcurrency: v.transcodeConcurrency })}
      fields={['transcodeConcurrency']}
    >
      <Form.Item
        label={t('sysSetting.transcodeConcurrency')}
        name="transcodeConcurrency"
        extra={t('sysSetting.transcodeConcurrencyHelp', { max: TRANSCODE_CONCURRENCY_MAX })}
        rules={[
          { required: true, message: t('sysSetting.transcodeConcurrencyRange', { max: TRANSCODE_CONCURRENCY_MAX }) },
        ]}
      >
        <InputNumber min={1} max={TRANSCODE_CONCURRENCY_MAX} precision={0} style={{ width: 180 }} />
      </Form.Item>
    </SectionForm>
  );
}
