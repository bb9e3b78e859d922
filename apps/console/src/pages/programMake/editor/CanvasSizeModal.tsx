import { CANVAS_MAX, type Canvas } from '@apm/render';
import { Checkbox, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

interface Props {
  open: boolean;
  canvas: Canvas;
  onApply: (canvas: Canvas) => void;
  onClose: () => void;
}

interface Values {
  width: number;
  height: number;
  other: boolean;
  realWidth?: number;
  realHeight?: number;
}

/**
 * Any canvas size, and the physical screen's pixels when they differ (an LED wall showing the
 * canvas scaled). What it applies is one change of the document, undone as one.
 */
export function CanvasSizeModal({ open, canvas, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const other = Form.useWatch('other', form) ?? false;

  const apply = (v: Values) => {
    onApply(
      v.other
        ? { width: v.width, height: v.height, realWidth: v.realWidth, realHeight: v.realHeight }
        : { width: v.width, height: v.height },
    );
    onClose();
  };

  const side = (name: keyof Values, label: string, required: boolean, disabled = false) => (
    <Form.Item
      name={name}
      noStyle
      rules={required ? [{ required: true, message: t('program.create.sizeRequired') }] : []}
    >
      <InputNumber min={1} max={CANVAS_MAX} precision={0} disabled={disabled} placeholder={label} aria-label={label} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t('canvasTools.sizeTitle')}
      okText={t('canvasTools.apply')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          width: canvas.width,
          height: canvas.height,
          other: canvas.realWidth !== undefined,
          realWidth: canvas.realWidth ?? canvas.width,
          realHeight: canvas.realHeight ?? canvas.height,
        }}
        onFinish={apply}
      >
        <Form.Item label={t('canvasTools.canvasPixels')} required>
          <Flex gap={8} align="center">
            {side('width', t('canvasTools.width'), true)}×{side('height', t('canvasTools.height'), true)}
          </Flex>
        </Form.Item>
        <Form.Item name="other" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t('canvasTools.otherScreen')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Flex gap={8} align="center">
            {side('realWidth', t('canvasTools.realWidth'), other, !other)}×
            {side('realHeight', t('canvasTools.realHeight'), other, !other)}
          </Flex>
        </Form.Item>
        <Typography.Text type="secondary">{t('canvasTools.screenHint')}</Typography.Text>
      </Form>
    </Modal>
  );
}
