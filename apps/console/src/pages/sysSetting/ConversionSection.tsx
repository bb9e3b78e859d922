import { TRANSCODE_CONCURRENCY_MAX, type SignInSettings } from '@apm/contract';
import { Alert, Card, Form, InputNumber } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { showFieldErrors } from '../../account/fieldErrors';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSaveSettings } from './api';
import { SectionSave } from './SectionSave';

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
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const submit = (v: Values) =>
    save.mutate(
      { transcodeConcurrency: v.transcodeConcurrency },
      {
        onSuccess: () => void message.success(t('sysSetting.saved')),
        onError: (e) => showFieldErrors(form, e, t, ['transcodeConcurrency']),
      },
    );
  const fieldError = save.error instanceof ApiError && save.error.fields.length > 0;
  return (
    <Card title={t('sysSetting.conversionTitle')}>
      <Form<Values>
        form={form}
        name="conversionSettings"
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={{ transcodeConcurrency: Number(settings.transcodeConcurrency) }}
        onFinish={submit}
        style={{ maxWidth: 900 }}
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
        {save.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <SectionSave loading={save.isPending} />
      </Form>
    </Card>
  );
}
