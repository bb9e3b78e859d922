import { ArrowLeftOutlined, DesktopOutlined } from '@ant-design/icons';
import type { ProgramDocument } from '@apm/render';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

interface Props {
  name: string;
  onName: (name: string) => void;
  /** Back to the list (asks first when there are unsaved changes). */
  onBack: () => void;
  canvas: ProgramDocument['canvas'];
  /** Unsaved changes, or the version stored. */
  state: 'unsaved' | number;
}

/**
 * The editor's title bar: back, the program's name, its canvas (and the screen's own pixels, when
 * they differ) and whether it is saved. Drawn again only when one of these changes, not at each edit.
 */
export const EditorTitle = memo(function EditorTitle({ name, onName, onBack, canvas, state }: Props) {
  const { t } = useTranslation();
  const { width, height, realWidth, realHeight } = canvas;
  return (
    <Flex gap={8} align="center">
      <Button icon={<ArrowLeftOutlined />} aria-label={t('program.back')} title={t('program.back')} onClick={onBack} />
      <Input
        value={name}
        maxLength={100}
        aria-label={t('program.name')}
        status={name.trim() ? undefined : 'error'}
        onChange={(e) => onName(e.target.value)}
        style={{ maxWidth: 320 }}
      />
      <Tag>{`${width} × ${height}`}</Tag>
      {/* The screen's own pixels, when they differ, in a tag of their own: short enough for the title bar. */}
      {realWidth !== undefined && realHeight !== undefined && (
        <Tag icon={<DesktopOutlined />} title={t('canvasTools.onScreen', { width, height, realWidth, realHeight })}>
          {`${realWidth} × ${realHeight}`}
        </Tag>
      )}
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
        {state === 'unsaved' ? t('program.unsaved') : t('program.version', { version: state })}
      </Typography.Text>
    </Flex>
  );
});
