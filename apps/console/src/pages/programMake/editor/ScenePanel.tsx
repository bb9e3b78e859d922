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
import { SCENE_MAX_MS, SCENE_MIN_MS, type ProgramDocument, type Scene } from '@apm/render';
import { Button, ColorPicker, Flex, Input, InputNumber, Popconfirm, Segmented, Space, Tooltip, Typography } from 'antd';
import { useId, useState } from 'react';
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
} from './documentOps';

interface Props {
  doc: ProgramDocument;
  sceneId: string;
  onShow: (sceneId: string) => void;
  edit: (change: (doc: ProgramDocument) => ProgramDocument) => void;
}

/**
 * The program's scenes in playing order: show one, add, rename, reorder, time, colour and delete
 * them, make them main scenes or sub-scenes (opened by buttons; one main scene stays); and the
 * program's idle timeout.
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
      <Flex vertical role="list" style={{ border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden' }}>
        {doc.scenes.map((s, i) => {
          const active = s.id === sceneId;
          return (
            <div
              key={s.id}
              role="listitem"
              data-scene-item={s.id}
              onClick={() => onShow(s.id)}
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
                    onChange={(e) => edit((d) => renameScene(d, s.id, e.target.value))}
                  />
                  <Tooltip title={t('program.scenes.up')}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('program.scenes.up')}
                      disabled={i === 0}
                      onClick={(e) => {
                        e.stopPropagation();
                        edit((d) => moveScene(d, i, i - 1));
                      }}
                    />
                  </Tooltip>
                  <Tooltip title={t('program.scenes.down')}>
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('program.scenes.down')}
                      disabled={i === doc.scenes.length - 1}
                      onClick={(e) => {
                        e.stopPropagation();
                        edit((d) => moveScene(d, i, i + 1));
                      }}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={t('program.scenes.deleteConfirm', { name: s.name || t('program.scenes.unnamed') })}
                    okText={t('program.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => edit((d) => deleteScene(d, s.id))}
                    disabled={!canDeleteScene(doc)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('program.scenes.delete')}
                      title={canDeleteScene(doc) ? t('program.scenes.delete') : t('program.scenes.lastOne')}
                      disabled={!canDeleteScene(doc)}
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
                          disabled: s.main && !canBeSubScene(doc, s.id),
                          title: s.main && !canBeSubScene(doc, s.id) ? t('program.scenes.keepMain') : undefined,
                        },
                      ]}
                      onChange={(kind) => edit((d) => setSceneMain(d, s.id, kind === 'main'))}
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
                          onChange={(v) => v !== null && edit((d) => setSceneDuration(d, s.id, Number(v) * 1000))}
                        />
                      )}
                      <ColorPicker
                        size="small"
                        value={s.background.color}
                        showText
                        disabledAlpha
                        aria-label={t('program.scenes.background')}
                        onChangeComplete={(c) => edit((d) => setSceneBackground(d, s.id, c.toHexString()))}
                      />
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
        })}
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
