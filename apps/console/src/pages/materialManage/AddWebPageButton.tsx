import { GlobalOutlined } from '@ant-design/icons';
import { materialMediaApi, WEB_URL_PROBLEMS, type WebUrlProblem } from '@apm/contract';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { useAccess } from '../../access/useAccess';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { MATERIAL_UPLOAD } from './api';

interface Props {
  /** The office it goes to (none: yours) and the folder (none: the top of its library). */
  officeId?: string;
  folderId?: string;
}

const isUrlProblem = (m: string): m is WebUrlProblem => (WEB_URL_PROBLEMS as readonly string[]).includes(m);

/** "Add web page": a web address as a material (the server photographs it for the thumbnail). */
export function AddWebPageButton({ officeId, folderId }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { can } = useAccess();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string; url: string }>();
  const add = useChange(materialMediaApi.addWebPage);
  if (!can(MATERIAL_UPLOAD)) return null;

  const submit = async () => {
    const v = await form.validateFields();
    add.mutate(
      { name: v.name, url: v.url, officeId, folderId },
      {
        onSuccess: (a) => {
          void message.success(
            t(a.jsonObject.deduplicated ? 'materialMedia.webPage.already' : 'materialMedia.webPage.added'),
          );
          setOpen(false);
          form.resetFields();
        },
        onError: (err) => {
          const url = err instanceof ApiError ? err.fields.find((f) => f.field === 'url') : undefined;
          if (url && isUrlProblem(url.message)) {
            form.setFields([{ name: 'url', errors: [t(`materialMedia.urlProblems.${url.message}`)] }]);
          } else void message.error(errorText(err, translate));
        },
      },
    );
  };

  return (
    <>
      <Button icon={<GlobalOutlined />} onClick={() => setOpen(true)}>
        {t('materialMedia.webPage.button')}
      </Button>
      <Modal
        open={open}
        title={t('materialMedia.webPage.title')}
        okText={t('materialMedia.webPage.add')}
        onOk={() => void submit()}
        confirmLoading={add.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="name" label={t('materialMedia.webPage.name')} rules={[{ required: true, max: 200 }]}>
            <Input maxLength={200} autoFocus />
          </Form.Item>
          <Form.Item
            name="url"
            label={t('materialMedia.webPage.url')}
            extra={t('materialMedia.webPage.urlHint')}
            rules={[{ required: true, max: 2000 }]}
          >
            <Input type="url" inputMode="url" placeholder="https://" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
