import { DatabaseOutlined } from '@ant-design/icons';
import { ErrorCodes, type ProgramConflict, type ProgramItem } from '@apm/contract';
import { createWidget, modelOf, type MediaRef, type ProgramDocument, type Widget } from '@apm/render';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useStableHandlers } from '../../../components/useStableHandlers';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../api/ApiError';
import { errorText } from '../../../api/errorText';
import { useFeedback } from '../../../feedback/useFeedback';
import { useTranslate } from '../../../i18n/useTranslate';
import { useSaveProgram } from '../api';
import { AddWidgetButtons } from './AddWidgetButtons';
import { CanvasToolbar } from './CanvasToolbar';
import { DataSourcesDrawer } from './DataSourcesDrawer';
import { addWidget, setCanvas, setWidgetFlag, updateWidget, updateWidgets } from './documentOps';
import { EditorActions, type ActionHandlers } from './EditorActions';
import { EditorCanvas } from './EditorCanvas';
import { EditorTitle } from './EditorTitle';
import { placeNew } from './geometry';
import { MaterialPicker } from './MaterialPicker';
import { PreviewModal } from './PreviewModal';
import { problemsOf } from './problems';
import { ScenePanel } from './ScenePanel';
import { useEditorKeys } from './useEditorKeys';
import { useDraftAutosave } from './useDraftAutosave';
import { useEditorState } from './useEditorState';
import { copiedWidgets } from './clipboard';
import { LayersPanel } from './LayersPanel';
import { SelectionPanel } from './SelectionPanel';
import { selectionFacts, widgetCommands } from './widgetCommands';
import { useWidgetMenu } from './widgetMenu';
import { useViewSettings } from './viewSettings';
import { WidgetProperties } from './WidgetProperties';
import { zoomIn, zoomOut } from './zoom';

interface Props {
  /** The program as stored when it was opened, its document read with `migrate`. */
  program: ProgramItem;
  document: ProgramDocument;
  /** Unsaved changes kept in this browser that the user chose to bring back (the editor opens dirty). */
  restored?: { name: string; document: ProgramDocument };
  onClose: () => void;
  /** Asks for the program as stored now (after a conflict, to take the other save). */
  onReload: () => void;
  onPublish: (program: ProgramItem) => void;
  /** Told after each save (the editor in a frame tells the page around it). */
  onSaved?: (program: ProgramItem) => void;
}

/**
 * What the material picker is open for: a new widget of a kind (`size`: the kind's default, for a
 * file that has none), or the file of an existing one.
 */
type Picking = { kind: 'image' | 'video'; widgetId?: string; size?: { width: number; height: number } } | null;

/**
 * The minimal program editor (issue 10): scenes with durations and backgrounds, image, video and
 * text widgets placed, moved and resized on the scaled canvas, their settings, save (by version),
 * preview with the shared renderer, publish.
 */
export function ProgramEditor({ program, document, restored, onClose, onReload, onPublish, onSaved }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message, modal } = useFeedback();
  const { state, edit, undo, redo, showScene, select, chooseWidget, saved, reset } = useEditorState(
    restored?.document ?? document,
    document,
  );
  const [name, setName] = useState(restored?.name ?? program.name);
  const [stored, setStored] = useState(program);
  const [preview, setPreview] = useState(false);
  const [feedsOpen, setFeedsOpen] = useState(false);
  const [picking, setPicking] = useState<Picking>(null);
  const save = useSaveProgram();
  const [copies, setCopies] = useState(() => copiedWidgets().length);
  const [view, changeView] = useViewSettings();
  /** The scale the canvas is drawn at (the canvas tells it: fitted, it depends on the room). */
  const [scale, setScale] = useState(0);
  const zoomStep = (direction: 'in' | 'out') =>
    changeView({ zoom: direction === 'in' ? zoomIn(scale) : zoomOut(scale) });

  useEffect(() => {
    reset(restored?.document ?? document, document);
    setName(restored?.name ?? program.name);
    setStored(program);
  }, [program, document, restored, reset]);

  const dirty = state.dirty || name.trim() !== stored.name;
  const dropDraft = useDraftAutosave({
    programId: stored.id,
    baseVersion: stored.version,
    name,
    doc: state.doc,
    dirty,
  });
  const scene = state.doc.scenes.find((s) => s.id === state.sceneId)!;
  const widget = scene.widgets.find((w) => w.id === state.widgetId) ?? null;

  const facts = selectionFacts(scene, state.selection);
  // The same functions at every render (they read this render's scene and selection): the layers
  // panel and the menu are then drawn again only when what they show changes.
  const widgetCommand = useStableHandlers(
    widgetCommands({
      scene,
      selection: state.selection,
      edit,
      select,
      onCopied: (count) => {
        setCopies(count);
        void message.success(count === 1 ? t('editing.copied') : t('editing.copiedMany', { count }));
      },
    }),
  );
  const menu = useWidgetMenu(widgetCommand, facts, copies > 0);
  const commands = {
    undo,
    redo,
    copy: widgetCommand.copy,
    cut: widgetCommand.cut,
    paste: widgetCommand.paste,
    duplicate: widgetCommand.duplicate,
    remove: widgetCommand.remove,
    selectAll: widgetCommand.selectAll,
    clear: widgetCommand.clear,
    front: () => widgetCommand.restack('front'),
    forward: () => widgetCommand.restack('forward'),
    backward: () => widgetCommand.restack('backward'),
    back: () => widgetCommand.restack('back'),
    zoomIn: () => zoomStep('in'),
    zoomOut: () => zoomStep('out'),
    zoomFit: () => changeView({ zoom: 'fit' }),
  };
  useEditorKeys(commands, !preview && picking === null);

  // Leaving the page (closing the tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const doSave = (version: number) => {
    const doc = state.doc;
    save.mutate(
      { id: stored.id, version, name: name.trim(), document: JSON.stringify(doc) },
      {
        onSuccess: ({ jsonObject }) => {
          setStored(jsonObject);
          saved(doc);
          void message.success(t('program.saved', { version: jsonObject.version }));
          onSaved?.(jsonObject);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === ErrorCodes.CONFLICT.code && err.jsonObject) {
            const other = err.jsonObject as ProgramConflict;
            modal.confirm({
              title: t('program.conflict.title'),
              content: t('program.conflict.content', {
                name: other.updatedBy || t('program.conflict.someone'),
                version: other.version,
                time: new Date(other.updatedAt).toLocaleString(),
              }),
              okText: t('program.conflict.overwrite'),
              okButtonProps: { danger: true },
              cancelText: t('program.conflict.reload'),
              onOk: () => doSave(other.version),
              onCancel: () => {
                dropDraft();
                onReload();
              },
            });
          } else if (err instanceof ApiError && err.fields.length > 0) {
            modal.error({
              title: t('program.invalid'),
              content: (
                <ul style={{ paddingLeft: 18, margin: 0 }}>
                  {problemsOf(err.fields, state.doc, t).map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ),
            });
          } else void message.error(errorText(err, translate));
        },
      },
    );
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('program.leave.title'),
      content: t('program.leave.content'),
      okText: t('program.leave.ok'),
      okButtonProps: { danger: true },
      onOk: () => {
        // Leaving without saving, on purpose: the changes are not offered back next time.
        dropDraft();
        onClose();
      },
    });
  };

  /** A widget made by the toolbar (text, clock, date, countdown, shape, QR code, button), added on top and chosen. */
  const addMade = (w: Widget) => {
    edit((d) => addWidget(d, scene.id, w));
    chooseWidget(w.id);
  };

  const picked = (ref: MediaRef) => {
    const target = picking;
    setPicking(null);
    if (!target) return;
    if (target.widgetId) {
      edit((d) => updateWidget(d, target.widgetId!, {}, { media: ref } as Partial<Widget['props']>));
      return;
    }
    const size =
      ref.width && ref.height ? { width: ref.width, height: ref.height } : (target.size ?? modelOf(target.kind).size);
    const w =
      target.kind === 'image'
        ? createWidget('image', { ...placeNew(state.doc.canvas, size), props: { media: { ...ref, kind: 'image' } } })
        : createWidget('video', { ...placeNew(state.doc.canvas, size), props: { media: { ...ref, kind: 'video' } } });
    edit((d) => addWidget(d, scene.id, w));
    chooseWidget(w.id);
  };

  // The same functions at every render: the toolbars above the canvas are then not drawn again at each edit.
  const tools = useStableHandlers({
    add: addMade,
    pick: (kind: 'image' | 'video', size: { width: number; height: number }) => setPicking({ kind, size }),
    canvas: (c: ProgramDocument['canvas']) => edit((d) => setCanvas(d, c)),
    view: changeView,
    zoomIn: () => zoomStep('in'),
    zoomOut: () => zoomStep('out'),
    flag: (id: string, flag: 'locked' | 'hidden', on: boolean) => edit((d) => setWidgetFlag(d, [id], flag, on)),
    boxes: (boxes: Parameters<typeof updateWidgets>[1], mark?: string) => edit((d) => updateWidgets(d, boxes), mark),
    chooseMedia: (w: Widget) => setPicking({ kind: w.kind as 'image' | 'video', widgetId: w.id }),
    back: close,
    name: setName,
  });

  const actions = useStableHandlers<ActionHandlers>({
    undo,
    redo,
    copy: commands.copy,
    paste: commands.paste,
    duplicate: commands.duplicate,
    preview: () => setPreview(true),
    publish: () => onPublish(stored),
    save: () => doSave(stored.version),
  });

  return (
    <Card
      title={
        <EditorTitle
          name={name}
          onName={tools.name}
          onBack={tools.back}
          canvas={state.doc.canvas}
          state={dirty ? 'unsaved' : stored.version}
        />
      }
      extra={
        <EditorActions
          canUndo={state.canUndo}
          canRedo={state.canRedo}
          chosen={facts.count}
          copies={copies}
          dirty={dirty}
          saving={save.isPending}
          named={name.trim() !== ''}
          on={actions}
        />
      }
    >
      <Row gutter={16}>
        <Col flex="280px">
          <ScenePanel doc={state.doc} sceneId={scene.id} onShow={showScene} edit={edit} />
          <LayersPanel
            scene={scene}
            selection={state.selection}
            onSelect={select}
            commands={widgetCommand}
            menu={menu}
            onFlag={tools.flag}
          />
        </Col>
        <Col flex="1" style={{ minWidth: 320 }}>
          <Flex gap={8} style={{ marginBottom: 8 }} wrap>
            <AddWidgetButtons canvas={state.doc.canvas} onAdd={tools.add} onPick={tools.pick} />
            <Button icon={<DatabaseOutlined />} onClick={() => setFeedsOpen(true)}>
              {t('widgets.feeds.open')}
            </Button>
          </Flex>
          <CanvasToolbar
            canvas={state.doc.canvas}
            onCanvas={tools.canvas}
            view={view}
            onView={tools.view}
            scale={scale}
            onZoomIn={tools.zoomIn}
            onZoomOut={tools.zoomOut}
          />
          <EditorCanvas
            scene={scene}
            canvas={state.doc.canvas}
            dataSources={state.doc.dataSources}
            selection={state.selection}
            onSelect={select}
            onBoxes={tools.boxes}
            menu={menu}
            view={view}
            onScale={setScale}
            onZoomStep={zoomStep}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {t('program.canvas.hint')} {t('editing.selectHint')}
            {view.snap && ` ${t('canvasTools.snapHint')}`}
          </Typography.Text>
        </Col>
        <Col flex="300px">
          {facts.count > 1 ? (
            <SelectionPanel count={facts.count} movable={facts.movable} commands={widgetCommand} />
          ) : widget ? (
            <WidgetProperties
              key={widget.id}
              widget={widget}
              scenes={state.doc.scenes}
              dataSources={state.doc.dataSources}
              edit={edit}
              onUndo={undo}
              onRedo={redo}
              onChooseMedia={tools.chooseMedia}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('program.props.none')} />
          )}
        </Col>
      </Row>
      <DataSourcesDrawer open={feedsOpen} doc={state.doc} edit={edit} onClose={() => setFeedsOpen(false)} />
      <PreviewModal open={preview} doc={state.doc} startSceneId={scene.id} onClose={() => setPreview(false)} />
      <MaterialPicker kind={picking?.kind ?? null} onPick={picked} onClose={() => setPicking(null)} />
    </Card>
  );
}
