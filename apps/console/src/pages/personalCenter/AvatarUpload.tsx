import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@apm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { uploadAvatar } from '../../account/avatar';
import { serverFieldProblem } from '../../account/rules';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { USER_KEY } from '../../session/keys';
import { useSession } from '../../session/SessionContext';

/** The avatar with its upload: pictures only, up to 2 MB, with the upload's progress. */
export function AvatarUpload() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [percent, setPercent] = useState<number | null>(null);
  const maxMb = AVATAR_MAX_BYTES / 1024 / 1024;

  const upload = async (file: File) => {
    setPercent(0);
    try {
      await uploadAvatar(file, setPercent);
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
      void message.success(t('personal.avatarSaved'));
    } catch (err) {
      const field = err instanceof ApiError ? err.fields[0] : undefined;
      const p = field && serverFieldProblem(field);
      void message.error(p ? t(`account.rules.${p.key}`, { max: maxMb }) : errorText(err, translate));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Flex gap={16} align="center">
      <Avatar
        size={72}
        src={user.avatar || undefined}
        icon={user.avatar ? undefined : <UserOutlined />}
        alt={user.name}
      />
      <Flex vertical gap={4}>
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
              void message.error(t('account.rules.notAnImage'));
              return Upload.LIST_IGNORE;
            }
            if (file.size > AVATAR_MAX_BYTES) {
              void message.error(t('account.rules.fileTooLarge', { max: maxMb }));
              return Upload.LIST_IGNORE;
            }
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {t('personal.changeAvatar')}
          </Button>
        </Upload>
        {percent !== null ? (
          <Progress percent={percent} size="small" style={{ width: 200 }} />
        ) : (
          <Typography.Text type="secondary">{t('personal.avatarHelp', { max: maxMb })}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
