import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BlockOutlined,
  CopyOutlined,
  DeleteOutlined,
  PlusOutlined,
  SnippetsOutlined,
  SubnodeOutlined,
} from '@ant-design/icons';
import {
  SCENE_MAX_MS,
  SCENE_MIN_MS,
  TRANSITION_EFFECTS,
  TRANSITION_MAX_MS,
  TRANSITION_MIN_MS,
  type ProgramDocument,
  type Scene,
} from '@apm/render';
import {
  Button,
  ColorPicker,
  Flex,
  Input,
  InputNumber,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useStableHandlers } from '../../../components/useStableHandlers';
import { useTranslation } from '../../../i18n/useTranslation';
import { useFeedback } from '../../../feedback/useFeedback';
import { copiedScene, copyScene } from './clipboard';
import {
  addScene,
  canBeSubScene,
  copyOfScene,
  canDeleteScene,
  deleteScene,
  insertScene,
  moveScene,
  renameScene,
  setIdleTimeout,
  setSceneBackground,
  setSceneDuration,
  setSceneMain,
  setSceneTransition,
} from './documentOps';

/** The scenes' list is at most this high; more scenes scroll in it. */
const SCENE_LIST_MAX_PX = 480;

interface Props {
  doc: ProgramDocument;
  sceneId: string;
  onShow: (sceneId: string) => void;
  edit: (change: (doc: ProgramDocument) => ProgramDocument) => void;
}

/**
 * The program's scenes in playing order: show one, add, rename, reorder, time, colour and delete
 * them, make them main scenes or sub-scenes (opened by buttons; one main scene stays), choose how
 * each comes in (its transition); and the program's idle timeout.
 */
export function ScenePanel({ doc, sceneId, onShow, edit }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const idleId = useId();
  // The name of the scene on the clipboard (copied here or in another program of this tab).
  const [copied, setCopied] = useState(() => copiedScene()?.name);
  const nameOf = (name: string) => name || t('program.scenes.unnamed');
  const add = () => {
    const { doc: next, id } = addScene(doc, t('program.scenes.newName', { n: doc.scenes.length + 1 }), sceneId);
    edit(() => next);
    onShow(id);
  };
  /** A copy of a scene (the one shown, or the clipboard's) put in after the scene shown, and shown. */
  const put = (original: Scene, name: string) => {
    const { doc: next, id } = insertScene(doc, copyOfScene(original, name), sceneId);
    edit(() => next);
    onShow(id);
  };
  const shown = doc.scenes.find((s) => s.id === sceneId);
  const deletable = canDeleteScene(doc);
  // One object whose handlers read this render's: a scene's row redraws only when its own scene or state changes.
  const on = useStableHandlers<RowEvents>({ show: onShow, edit });

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('program.scenes.title')}</Typography.Text>
        <Space size={4}>
          <Button size="small" icon={<PlusOutlined />} onClick={add}>
            {t('program.scenes.add')}
          </Button>
          <Tooltip title={t('program.scenes.duplicate')}>
            <Button
              size="small"
              icon={<BlockOutlined />}
              aria-label={t('program.scenes.duplicate')}
              disabled={!shown}
              onClick={() => shown && put(shown, t('program.scenes.copyName', { name: nameOf(shown.name) }))}
            />
          </Tooltip>
          <Tooltip title={t('program.scenes.copy')}>
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('program.scenes.copy')}
              disabled={!shown}
              onClick={() => {
                if (!shown) return;
                copyScene(shown);
                setCopied(shown.name);
                void message.success(t('program.scenes.copied'));
              }}
            />
          </Tooltip>
          <Tooltip
            title={
              copied === undefined ? t('program.scenes.paste') : t('program.scenes.pasteHint', { name: nameOf(copied) })
            }
          >
            <Button
              size="small"
              icon={<SnippetsOutlined />}
              aria-label={t('program.scenes.paste')}
              disabled={copied === undefined}
              onClick={() => {
                const scene = copiedScene();
                if (scene) put(scene, scene.name);
              }}
            />
          </Tooltip>
        </Space>
      </Flex>
      {/* A long program's scenes scroll in their own box: the editor stays in view beside them. */}
      <Flex
        vertical
        role="list"
        style={{ border: '1px solid #d9d9d9', borderRadius: 8, maxHeight: SCENE_LIST_MAX_PX, overflowY: 'auto' }}
      >
        {doc.scenes.map((s, i) => (
          <SceneRow
            key={s.id}
            scene={s}
            index={i}
            count={doc.scenes.length}
            active={s.id === sceneId}
            deletable={deletable}
            canBeSub={s.id === sceneId && canBeSubScene(doc, s.id)}
            on={on}
          />
        ))}
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text strong>
          <label htmlFor={idleId}>{t('program.scenes.idle')}</label>
        </Typography.Text>
        <InputNumber
          id={idleId}
          size="small"
          min={0}
          max={SCENE_MAX_MS / 1000}
          step={1}
          precision={0}
          value={doc.interaction.idleMs / 1000}
          suffix={t('program.scenes.seconds')}
          style={{ width: 130 }}
          onChange={(v) => v !== null && edit((d) => setIdleTimeout(d, Number(v) * 1000))}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('program.scenes.idleHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** What a scene's row tells its panel. */
interface RowEvents {
  show: (sceneId: string) => void;
  edit: Props['edit'];
}

interface RowProps {
  scene: Scene;
  index: number;
  /** How many scenes the program has. */
  count: number;
  /** The scene shown (its settings are open). */
  active: boolean;
  /** Whether a scene may be deleted (one main scene stays). */
  deletable: boolean;
  /** Whether the active scene may become a sub-scene. */
  canBeSub: boolean;
  on: RowEvents;
}

/** A scene: its number, name, order and deletion; shown, its kind, time, colour and transition. */
const SceneRow = memo(function SceneRow({ scene: s, index: i, count, active, deletable, canBeSub, on }: RowProps) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  // The scene shown (one just added, at the end) is scrolled into the list's view.
  useEffect(() => {
    if (active) row.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <div
      ref={row}
      key={s.id}
      role="listitem"
      data-scene-item={s.id}
      onClick={() => on.show(s.id)}
      style={{
        cursor: 'pointer',
        padding: '8px 12px',
        borderTop: i === 0 ? undefined : '1px solid #f0f0f0',
        background: active ? 'rgba(22,119,255,0.08)' : undefined,
      }}
    >
      <Flex vertical gap={6}>
        <Flex gap={4} align="center">
          <Typography.Text type="secondary" style={{ width: 20 }}>
            {s.main ? (
              i + 1
            ) : (
              <Tooltip title={t('program.scenes.sub')}>
                <SubnodeOutlined aria-label={t('program.scenes.sub')} />
              </Tooltip>
            )}
          </Typography.Text>
          <Input
            size="small"
            value={s.name}
            maxLength={100}
            aria-label={t('program.scenes.name')}
            placeholder={t('program.scenes.unnamed')}
            onChange={(e) => on.edit((d) => renameScene(d, s.id, e.target.value))}
          />
          <Tooltip title={t('program.scenes.up')}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('program.scenes.up')}
              disabled={i === 0}
              onClick={(e) => {
                e.stopPropagation();
                on.edit((d) => moveScene(d, i, i - 1));
              }}
            />
          </Tooltip>
          <Tooltip title={t('program.scenes.down')}>
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('program.scenes.down')}
              disabled={i === count - 1}
              onClick={(e) => {
                e.stopPropagation();
                on.edit((d) => moveScene(d, i, i + 1));
              }}
            />
          </Tooltip>
          <Popconfirm
            title={t('program.scenes.deleteConfirm', { name: s.name || t('program.scenes.unnamed') })}
            okText={t('program.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => on.edit((d) => deleteScene(d, s.id))}
            disabled={!deletable}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('program.scenes.delete')}
              title={deletable ? t('program.scenes.delete') : t('program.scenes.lastOne')}
              disabled={!deletable}
              onClick={(e) => e.stopPropagation()}
            />
          </Popconfirm>
        </Flex>
        {active && (
          <Flex vertical gap={6} onClick={(e) => e.stopPropagation()}>
            <Segmented
              size="small"
              block
              value={s.main ? 'main' : 'sub'}
              options={[
                { value: 'main', label: t('program.scenes.main') },
                {
                  value: 'sub',
                  label: t('program.scenes.sub'),
                  disabled: s.main && !canBeSub,
                  title: s.main && !canBeSub ? t('program.scenes.keepMain') : undefined,
                },
              ]}
              onChange={(kind) => on.edit((d) => setSceneMain(d, s.id, kind === 'main'))}
            />
            <Flex gap={8} align="center" wrap>
              {s.main && (
                <InputNumber
                  size="small"
                  min={SCENE_MIN_MS / 1000}
                  max={SCENE_MAX_MS / 1000}
                  step={1}
                  value={s.durationMs / 1000}
                  aria-label={t('program.scenes.duration')}
                  suffix={t('program.scenes.seconds')}
                  style={{ width: 130 }}
                  onChange={(v) => v !== null && on.edit((d) => setSceneDuration(d, s.id, Number(v) * 1000))}
                />
              )}
              <ColorPicker
                size="small"
                value={s.background.color}
                showText
                disabledAlpha
                aria-label={t('program.scenes.background')}
                onChangeComplete={(c) => on.edit((d) => setSceneBackground(d, s.id, c.toHexString()))}
              />
            </Flex>
            <Flex gap={8} align="center" wrap>
              <Select
                size="small"
                value={s.transition?.effect ?? 'none'}
                prefix={t('program.scenes.transition')}
                aria-label={t('program.scenes.transition')}
                title={t('program.scenes.transitionHint')}
                style={{ flex: 1, minWidth: 180 }}
                options={TRANSITION_EFFECTS.map((effect) => ({
                  value: effect,
                  label: t(`program.scenes.transitions.${effect}`),
                }))}
                onChange={(effect) => on.edit((d) => setSceneTransition(d, s.id, { effect }))}
              />
              {s.transition && s.transition.effect !== 'none' && (
                <InputNumber
                  size="small"
                  min={TRANSITION_MIN_MS / 1000}
                  max={TRANSITION_MAX_MS / 1000}
                  step={0.1}
                  precision={1}
                  value={s.transition.durationMs / 1000}
                  aria-label={t('program.scenes.transitionDuration')}
                  suffix={t('program.scenes.seconds')}
                  style={{ width: 90 }}
                  onChange={(v) =>
                    v !== null && on.edit((d) => setSceneTransition(d, s.id, { durationMs: Number(v) * 1000 }))
                  }
                />
              )}
            </Flex>
            {!s.main && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('program.scenes.subHint')}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Flex>
    </div>
  );
}, sameRow);

/**
 * Whether a scene's row shows the same: its props alike, and its scene's own fields (a row shows
 * nothing of the widgets, which a drag changes at every move).
 */
function sameRow(a: RowProps, b: RowProps): boolean {
  for (const key of Object.keys(a) as (keyof RowProps)[]) {
    if (key !== 'scene' && a[key] !== b[key]) return false;
  }
  if (a.scene === b.scene) return true;
  const keys = new Set([...Object.keys(a.scene), ...Object.keys(b.scene)]);
  keys.delete('widgets');
  return [...keys].every((k) => a.scene[k as keyof Scene] === b.scene[k as keyof Scene]);
}
