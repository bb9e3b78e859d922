import { Alert, Button, Card, Form, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { AnnouncementForm } from './AnnouncementForm';
import { useOwnAnnouncement, useSaveAnnouncement } from './api';
import { formErrors, toFormValues, toSaveParams, type AnnouncementFormValues } from './formValues';

/** /sys/sysSetting/announcementManager: the announcement of the user's office, shown to it and its subtree. */
export function AnnouncementManagerPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const own = useOwnAnnouncement();
  const save = useSaveAnnouncement();
  // antd reads initialValues once, when the form mounts: later answers (after a save) hold what the form shows.
  const initial = own.data ? toFormValues(own.data, Date.now()) : undefined;

  const onSave = (values: AnnouncementFormValues) =>
    save.mutate(toSaveParams(values), {
      onSuccess: () => void message.success(t('announcement.saved')),
      onError: (err) => {
        const fields = err instanceof ApiError ? formErrors(err.fields) : [];
        if (fields.length === 0) {
          void message.error(errorText(err, translate));
          return;
        }
        form.setFields(
          fields.map((f) => ({ name: f.name, errors: [f.key ? t(`announcement.rules.${f.key}`) : f.text] })),
        );
      },
    });

  const updateDate = own.data?.updateDate;
  return (
    <Card
      title={t('menu.announcementManager')}
      extra={
        updateDate ? (
          <Typography.Text type="secondary">
            {t('announcement.lastSaved', { date: dayjs(updateDate).format('YYYY-MM-DD HH:mm') })}
          </Typography.Text>
        ) : null
      }
    >
      <Alert
        type="info"
        showIcon
        title={updateDate === null ? t('announcement.noneYet') : t('announcement.scope')}
        style={{ marginBottom: 16, maxWidth: 1100 }}
      />
      {own.isError && !own.data ? (
        <Result
          status="error"
          title={errorText(own.error, translate)}
          extra={<Button onClick={() => void own.refetch()}>{t('common.retry')}</Button>}
        />
      ) : initial ? (
        <AnnouncementForm form={form} initial={initial} saving={save.isPending} onSave={onSave} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Card>
  );
}
