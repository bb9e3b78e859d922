import {
  BlockOutlined,
  CopyOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  SaveOutlined,
  SendOutlined,
  SnippetsOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, ConfigProvider, Space } from 'antd';
import { memo, type ReactNode } from 'react';
import { AuthButton } from '../../../access/AuthButton';
import { useTranslation } from '../../../i18n/useTranslation';
import { PROGRAM_EDIT, PROGRAM_PUBLISH } from '../api';

/** What the editor's actions do: the same functions at every render (useStableHandlers). */
export interface ActionHandlers {
  undo: () => void;
  redo: () => void;
  copy: () => void;
  paste: () => void;
  duplicate: () => void;
  preview: () => void;
  publish: () => void;
  save: () => void;
}

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  /** How many widgets are chosen. */
  chosen: number;
  /** How many widgets are on the clipboard. */
  copies: number;
  /** Whether there are unsaved changes (publishing takes the saved program only). */
  dirty: boolean;
  saving: boolean;
  /** Whether the program has a name to be saved under. */
  named: boolean;
  on: ActionHandlers;
}

/** Buttons that change state in the frame of the change: no colour fading frame after frame after it. */
const INSTANT = { token: { motion: false } };

/**
 * The actions stack apart from the page: a button of a compact group turned on or off changes its
 * z-index (antd), which reorders what the browser paints, and without a stacking context of their
 * own the whole editor below was painted and rastered again at each undo.
 */
const OWN_STACK = { isolation: 'isolate' } as const;

/**
 * The editor's title-bar actions: undo and redo, copy, paste and duplicate, preview, publish and
 * save. Drawn again only when one of them changes state, not at every move of a drag; an undo turns
 * them on and off at once, without antd's fades (which drew a frame more for 200 ms after each key),
 * and repaints only them (OWN_STACK).
 */
export const EditorActions = memo(function EditorActions({
  canUndo,
  canRedo,
  chosen,
  copies,
  dirty,
  saving,
  named,
  on,
}: Props) {
  const { t } = useTranslation();
  /** An editing action's icon button: named and explained (with its keys) in the user's language. */
  const tool = (action: 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate', icon: ReactNode, disabled: boolean) => (
    <Button
      icon={icon}
      aria-label={t(`editing.${action}`)}
      title={t(`editing.${action}Hint`)}
      disabled={disabled}
      onClick={on[action]}
    />
  );
  return (
    <ConfigProvider theme={INSTANT}>
      <Space style={OWN_STACK}>
        <Space.Compact>
          {tool('undo', <UndoOutlined />, !canUndo)}
          {tool('redo', <RedoOutlined />, !canRedo)}
        </Space.Compact>
        <Space.Compact>
          {tool('copy', <CopyOutlined />, chosen === 0)}
          {tool('paste', <SnippetsOutlined />, copies === 0)}
          {tool('duplicate', <BlockOutlined />, chosen === 0)}
        </Space.Compact>
        <Button icon={<PlayCircleOutlined />} onClick={on.preview}>
          {t('program.preview.open')}
        </Button>
        <AuthButton
          authority={PROGRAM_PUBLISH}
          icon={<SendOutlined />}
          disabled={dirty}
          title={dirty ? t('program.publishSaveFirst') : undefined}
          onClick={on.publish}
        >
          {t('program.publish')}
        </AuthButton>
        <AuthButton
          authority={PROGRAM_EDIT}
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={!dirty || !named}
          onClick={on.save}
        >
          {t('program.save')}
        </AuthButton>
      </Space>
    </ConfigProvider>
  );
});
