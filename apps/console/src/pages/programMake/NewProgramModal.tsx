import type { ProgramItem } from '@apm/contract';
import { CANVAS_MAX, canvasPresets, createDocument } from '@apm/render';
import { Flex, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSaveProgram } from './api';
import { renameScene } from './editor/documentOps';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (program: ProgramItem) => void;
}

const CUSTOM = 'custom';
interface Values {
  name: string;
  preset: string;
  width?: number;
  height?: number;
}

/** Creates a program: its name and canvas (a usual screen size, or any size). */
export function NewProgramModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [preset, setPreset] = useState<string>(canvasPresets[0].id);
  const save = useSaveProgram();

  const create = (v: Values) => {
    const chosen = canvasPresets.find((p) => p.id === v.preset);
    const canvas = chosen ? { width: chosen.width, height: chosen.height } : { width: v.width!, height: v.height! };
    const empty = createDocument(canvas);
    const doc = renameScene(empty, empty.scenes[0]!.id, t('program.scenes.newName', { n: 1 }));
    save.mutate(
      { name: v.name.trim(), document: JSON.stringify(doc) },
      {
        onSuccess: ({ jsonObject }) => {
          form.resetFields();
          onCreated(jsonObject);
        },
        onError: (err) => void message.error(errorText(err, translate)),
      },
    );
  };

  const side = (name: 'width' | 'height') => (
    <Form.Item name={name} noStyle rules={[{ required: preset === CUSTOM, message: t('program.create.sizeRequired') }]}>
      <InputNumber
        min={1}
        max={CANVAS_MAX}
        precision={0}
        disabled={preset !== CUSTOM}
        placeholder={t(`program.props.${name}`)}
        aria-label={t(`program.props.${name}`)}
      />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t('program.create.title')}
      okText={t('program.create.ok')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ preset: canvasPresets[0].id }} onFinish={create}>
        <Form.Item
          name="name"
          label={t('program.name')}
          rules={[{ required: true, whitespace: true, message: t('program.create.nameRequired') }]}
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="preset" label={t('program.create.canvas')}>
          <Radio.Group onChange={(e) => setPreset(e.target.value as string)}>
            <Flex vertical gap={4}>
              {canvasPresets.map((p) => (
                <Radio key={p.id} value={p.id}>
                  {t(`program.presets.${p.id}`, { width: p.width, height: p.height })}
                </Radio>
              ))}
              <Radio value={CUSTOM}>{t('program.presets.custom')}</Radio>
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Flex gap={8} align="center">
          {side('width')}×{side('height')}
        </Flex>
      </Form>
    </Modal>
  );
}
