import {
  CAPACITY_SETTING_MAX,
  DEFAULT_UPLOAD_LIMIT_MB,
  UPLOAD_LIMIT_SIZE_MAX,
  type SignInSettings,
} from '@apm/contract';
import { Form, InputNumber } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { flag } from './api';
import { SectionForm, SwitchItem } from './SectionForm';

interface Values {
  uploadLimitOpen: boolean;
  uploadLimitSize: number;
  capacitySetting: number;
}

const FIELDS = ['uploadLimitSize', 'capacitySetting'];

/**
 * Uploads and storage (spec 3 and 9): the largest file one upload may bring (uploadLimitOpen,
 * uploadLimitSize; without a limit of its own DEFAULT_UPLOAD_LIMIT_MB) and the storage each office
 * may fill where it has no quota of its own (capacitySetting; 0: no limit).
 */
export function UploadSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const limited = Form.useWatch('uploadLimitOpen', form);
  return (
    <SectionForm<Values>
      title={t('sysSetting.uploadTitle')}
      name="uploadSettings"
      form={form}
      initialValues={{
        uploadLimitOpen: settings.uploadLimitOpen === 'true',
        uploadLimitSize: Number(settings.uploadLimitSize),
        capacitySetting: Number(settings.capacitySetting),
      }}
      toSettings={(v) => ({
        uploadLimitOpen: flag(v.uploadLimitOpen),
        uploadLimitSize: v.uploadLimitSize,
        capacitySetting: v.capacitySetting,
      })}
      fields={FIELDS}
    >
      <SwitchItem
        name="uploadLimitOpen"
        label={t('sysSetting.uploadLimitOpen')}
        extra={t('sysSetting.uploadLimitOpenHelp', { mb: DEFAULT_UPLOAD_LIMIT_MB })}
      />
      {/* Shown while the limit is on; kept in the form (and saved) while it is off. */}
      <Form.Item
        label={t('sysSetting.uploadLimitSize')}
        name="uploadLimitSize"
        hidden={!limited}
        rules={[{ required: true, message: t('sysSetting.numberRange', { min: 1, max: UPLOAD_LIMIT_SIZE_MAX }) }]}
      >
        <InputNumber min={1} max={UPLOAD_LIMIT_SIZE_MAX} precision={0} suffix="MB" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item
        label={t('sysSetting.capacitySetting')}
        name="capacitySetting"
        extra={t('sysSetting.capacitySettingHelp')}
        rules={[{ required: true, message: t('sysSetting.numberRange', { min: 0, max: CAPACITY_SETTING_MAX }) }]}
      >
        <InputNumber min={0} max={CAPACITY_SETTING_MAX} precision={0} suffix="MB" style={{ width: 180 }} />
      </Form.Item>
    </SectionForm>
  );
}
