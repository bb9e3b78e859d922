import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, type Announcement } from '@apm/contract';
import {
  Button,
  Col,
  DatePicker,
  Divider,
  Flex,
  Form,
  Input,
  Row,
  Switch,
  type FormInstance,
  type FormRule,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { AnnouncementModal } from '../../announcement/AnnouncementModal';
import { endProblem, toAnnouncement, type AnnouncementFormValues } from './formValues';

/** The permission of saving (the page itself needs sys:announcement:view). */
export const ANNOUNCEMENT_EDIT = 'sys:announcement:edit';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

interface Props {
  form: FormInstance<AnnouncementFormValues>;
  initial: AnnouncementFormValues;
  saving: boolean;
  onSave: (values: AnnouncementFormValues) => void;
}

/** The announcement's switch, window and texts in Chinese and English, with a preview and save. */
export function AnnouncementForm({ form, initial, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Announcement | null>(null);
  // An announcement that is switched on needs an end: mark the field required while it is.
  const enabled = Form.useWatch('enabled', form) ?? initial.enabled;

  const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
  const maxLength = (max: number): FormRule => ({ max, message: t('announcement.rules.tooLong', { max }) });
  const endRule: FormRule = ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = endProblem(getFieldsValue(['start', 'end', 'enabled']) as AnnouncementFormValues);
      if (problem) throw new Error(t(`announcement.rules.${problem}`));
    },
  });

  const text = (name: 'titleCh' | 'titleEn', label: string) => (
    <Form.Item
      label={label}
      name={name}
      rules={[required(t('announcement.rules.titleRequired')), maxLength(ANNOUNCEMENT_TITLE_MAX)]}
    >
      <Input maxLength={ANNOUNCEMENT_TITLE_MAX} showCount />
    </Form.Item>
  );
  const content = (name: 'contentCh' | 'contentEn', label: string) => (
    <Form.Item
      label={label}
      name={name}
      rules={[required(t('announcement.rules.contentRequired')), maxLength(ANNOUNCEMENT_CONTENT_MAX)]}
      // The character count sits at the right end of the line under the box: the help keeps clear of it.
      extra={<div style={{ paddingInlineEnd: 96 }}>{t('announcement.plainTextHelp')}</div>}
    >
      <Input.TextArea maxLength={ANNOUNCEMENT_CONTENT_MAX} showCount autoSize={{ minRows: 5, maxRows: 14 }} />
    </Form.Item>
  );

  return (
    <Form<AnnouncementFormValues>
      form={form}
      name="announcement"
      layout="vertical"
      initialValues={initial}
      onFinish={onSave}
      requiredMark
      style={{ maxWidth: 1100 }}
    >
      <Divider titlePlacement="start" plain>
        {t('announcement.display')}
      </Divider>
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <Form.Item
            label={t('announcement.enabled')}
            name="enabled"
            valuePropName="checked"
            extra={t('announcement.enabledHelp')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item
            label={t('announcement.start')}
            name="start"
            rules={[{ required: true, message: t('announcement.rules.startRequired') }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item
            label={t('announcement.end')}
            name="end"
            required={enabled}
            dependencies={['start', 'enabled']}
            rules={[endRule]}
            extra={t('announcement.endHelp')}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>

      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Divider titlePlacement="start" plain>
            {t('announcement.chinese')}
          </Divider>
          {text('titleCh', t('announcement.titleCh'))}
          {content('contentCh', t('announcement.contentCh'))}
        </Col>
        <Col xs={24} lg={12}>
          <Divider titlePlacement="start" plain>
            {t('announcement.english')}
          </Divider>
          {text('titleEn', t('announcement.titleEn'))}
          {content('contentEn', t('announcement.contentEn'))}
        </Col>
      </Row>

      <Flex gap={8} justify="flex-end" style={{ marginTop: 8 }}>
        <Button icon={<EyeOutlined />} onClick={() => setPreview(toAnnouncement(form.getFieldsValue(true)))}>
          {t('announcement.preview')}
        </Button>
        <AuthButton
          authority={ANNOUNCEMENT_EDIT}
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={saving}
        >
          {t('announcement.save')}
        </AuthButton>
      </Flex>
      <AnnouncementModal announcement={preview} onClose={() => setPreview(null)} />
    </Form>
  );
}
