import { UploadOutlined } from '@ant-design/icons';
import { BRAND_IMAGE_MAX_BYTES, BRAND_IMAGE_TYPES, isBrandImagePath, isWebAddress } from '@apm/contract';
import { Button, Flex, Form, Input, Progress, Upload, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { ImagePreview } from './ImagePreview';
import { uploadBrandImage } from './api';

const MAX_MB = BRAND_IMAGE_MAX_BYTES / 1024 / 1024;

interface Props {
  customerId: string;
  name: 'logo' | 'icon';
  label: string;
  help: string;
  /** Height of the preview. */
  height: number;
}

/** A logo or icon: an uploaded picture (with progress) or an http(s) address, with a preview. */
export function PictureField({ customerId, name, label, help, height }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const form = Form.useFormInstance();
  const value = (Form.useWatch(name, form) as string | undefined) ?? '';
  const [percent, setPercent] = useState<number | null>(null);

  const rule: FormRule = {
    validator: async (_rule, v: unknown) => {
      const s = String(v ?? '').trim();
      if (s !== '' && !isWebAddress(s) && !isBrandImagePath(s)) throw new Error(t('customers.rules.webAddress'));
    },
  };

  const refuse = (key: 'notAnImage' | 'fileTooLarge') => {
    form.setFields([{ name, errors: [t(`customers.rules.${key}`, { max: MAX_MB })] }]);
  };

  const upload = async (file: File) => {
    setPercent(0);
    try {
      const url = await uploadBrandImage(customerId, file, setPercent);
      form.setFieldValue(name, url);
      await form.validateFields([name]);
      void message.success(t('customers.uploaded'));
    } catch (err) {
      const key = err instanceof ApiError ? err.fields[0]?.message : undefined;
      if (key === 'notAnImage' || key === 'fileTooLarge') refuse(key);
      else void message.error(errorText(err, translate));
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <Form.Item label={label} extra={help} required={false}>
        <Flex gap={8}>
          <Form.Item name={name} rules={[rule]} noStyle>
            <Input placeholder="https://" aria-label={label} />
          </Form.Item>
          <Upload
            accept={BRAND_IMAGE_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              if (!(BRAND_IMAGE_TYPES as readonly string[]).includes(file.type)) refuse('notAnImage');
              else if (file.size > BRAND_IMAGE_MAX_BYTES) refuse('fileTooLarge');
              else void upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button
              icon={<UploadOutlined />}
              loading={percent !== null}
              aria-label={`${t('customers.upload')}: ${label}`}
            >
              {t('customers.upload')}
            </Button>
          </Upload>
        </Flex>
      </Form.Item>
      {percent !== null && <Progress percent={percent} size="small" style={{ marginTop: -16, marginBottom: 16 }} />}
      <ImagePreview src={value} alt={label} height={height} />
    </>
  );
}
