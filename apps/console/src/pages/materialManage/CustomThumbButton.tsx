import { PictureOutlined } from '@ant-design/icons';
import { CUSTOM_THUMB_MAX_BYTES, fileInfoApi, type MaterialItem } from '@apm/contract';
import { type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { ApiError } from '../../api/ApiError';
import { upload } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useRefresh } from '../../api/hooks';
import { formatBytes } from '../../components/bytes';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';

/** The pictures the picker offers (the server tells a picture by its first bytes). */
const PICTURES = 'image/jpeg,image/png,image/gif,image/webp';

interface Props {
  material: Pick<MaterialItem, 'id' | 'name'>;
  /** The material with its new thumbnail. */
  onDone?: (m: MaterialItem) => void;
  size?: ButtonProps['size'];
}

/**
 * Sets a material's own thumbnail (POST uploadThumb): a picture chosen here is made into the
 * thumbnail the library, programs and the review show, and processing leaves it alone.
 */
export function CustomThumbButton({ material, onDone, size = 'small' }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    if (file.size > CUSTOM_THUMB_MAX_BYTES) {
      void message.error(t('uploads.thumbTooLarge', { limit: formatBytes(CUSTOM_THUMB_MAX_BYTES) }));
      return;
    }
    setBusy(true);
    try {
      const r = await upload(fileInfoApi.uploadThumb, { id: material.id }, file);
      void message.success(t('uploads.thumbSet'));
      refresh(['material']);
      onDone?.(r.jsonObject);
    } catch (err) {
      const field = err instanceof ApiError ? err.fields[0]?.message : undefined;
      void message.error(
        field === 'notAnImage'
          ? t('uploads.notAnImage')
          : field === 'fileTooLarge'
            ? t('uploads.thumbTooLarge', { limit: formatBytes(CUSTOM_THUMB_MAX_BYTES) })
            : errorText(err, translate),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AuthButton
        authority="res:material:edit"
        size={size}
        icon={<PictureOutlined />}
        loading={busy}
        aria-label={t('uploads.setThumbOf', { name: material.name })}
        onClick={() => input.current?.click()}
      >
        {t('uploads.setThumb')}
      </AuthButton>
      <input
        ref={input}
        type="file"
        accept={PICTURES}
        hidden
        data-testid="custom-thumb-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
    </>
  );
}
