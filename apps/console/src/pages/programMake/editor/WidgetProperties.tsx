import { DeleteOutlined, VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import {
  fits,
  SCROLL_SPEED_MAX,
  scrollDirections,
  verticalAligns,
  type DataSource,
  type ProgramDocument,
  type Scene,
  type TextProps,
  type Widget,
} from '@apm/render';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Segmented, Select, Tooltip, Typography } from 'antd';
import { createContext, memo, useContext, useMemo, type ReactNode } from 'react';
import { useStableHandlers } from '../../../components/useStableHandlers';
import { useTranslation } from '../../../i18n/useTranslation';
import { deleteWidget, restack, updateWidget } from './documentOps';
import { kindName } from './kindName';
import { AudioProperties } from './properties/AudioProperties';
import { ButtonProperties } from './properties/ButtonProperties';
import { CarouselProperties } from './properties/CarouselProperties';
import { ClockProperties } from './properties/ClockProperties';
import { CountdownProperties } from './properties/CountdownProperties';
import { DateProperties } from './properties/DateProperties';
import { Field, num } from './properties/Field';
import { ExchangeProperties } from './properties/ExchangeProperties';
import { PlaylistProperties } from './properties/PlaylistProperties';
import { QrCodeProperties } from './properties/QrCodeProperties';
import { RichTextField } from './properties/RichTextField';
import { ShapeProperties } from './properties/ShapeProperties';
import { WebPageProperties } from './properties/WebPageProperties';
import { WeatherProperties } from './properties/WeatherProperties';
import { TableProperties } from './properties/TableProperties';
import { TextLookFields } from './properties/TextLookFields';
import { TextSourceFields } from './properties/TextSourceFields';

interface Props {
  widget: Widget;
  /** The document's scenes (a button opens one of them), the one holding the widget among them. */
  scenes: readonly Scene[];
  edit: (change: (doc: ProgramDocument) => ProgramDocument) => void;
  /** Opens the material library to choose the file of an image or video widget. */
  onChooseMedia: (widget: Widget) => void;
  /** The editor's undo and redo, for the shortcuts of the rich text editor (its own area keeps the keys). */
  onUndo?: () => void;
  onRedo?: () => void;
  /** The document's data sources (table and text widgets show their values). */
  dataSources?: readonly DataSource[];
}

const NO_SOURCES: readonly DataSource[] = [];

/** Coordinates and sides are shown with the same signs in every language. */
const PREFIX = { x: 'X', y: 'Y', width: '↔', height: '↕' } as const;

/**
 * The chosen widget as it is now, and what its settings read of the document. The form below takes
 * it from here, not from its props: antd's Form draws every field again each time it is drawn, so
 * it is drawn once per widget, and a change (a move, an undo) draws only the fields that read it.
 */
interface Chosen {
  widget: Widget;
  scenes: readonly Scene[];
  dataSources: readonly DataSource[];
}
const ChosenWidget = createContext<Chosen | null>(null);
const useChosen = () => useContext(ChosenWidget)!;

/** The chosen widget's box in canvas pixels and its kind's settings (text, size, colour, alignment, scrolling; a picture's or video's file and fit; the later kinds' in ./properties, a button's scene among the document's). */
export function WidgetProperties({ widget: w, scenes, edit, onChooseMedia, onUndo, onRedo, dataSources }: Props) {
  const chosen = useMemo(
    () => ({ widget: w, scenes, dataSources: dataSources ?? NO_SOURCES }),
    [w, scenes, dataSources],
  );
  // The same functions at every render: the form and the kind's settings are then drawn again only when what they show changes.
  const on = useStableHandlers<Handlers>({
    frame: (patch) => edit((d) => updateWidget(d, w.id, patch)),
    props: (patch) => edit((d) => updateWidget(d, w.id, {}, patch)),
    restack: (how) => edit((d) => restack(d, w.id, how)),
    remove: () => edit((d) => deleteWidget(d, w.id)),
    chooseMedia: () => onChooseMedia(w),
    undo: () => onUndo?.(),
    redo: () => onRedo?.(),
  });
  return (
    <ChosenWidget.Provider value={chosen}>
      <PropertiesForm kind={w.kind} on={on} />
    </ChosenWidget.Provider>
  );
}

/** What the fields of the panel do: each one step of undo/redo. */
interface Handlers {
  /** Changes the widget's box, name, lock or visibility. */
  frame: (patch: Partial<Pick<Widget, 'x' | 'y' | 'width' | 'height' | 'name' | 'locked' | 'hidden'>>) => void;
  /** Changes the widget's props. */
  props: (patch: Partial<Widget['props']>) => void;
  restack: (how: 'front' | 'back') => void;
  remove: () => void;
  chooseMedia: () => void;
  undo: () => void;
  redo: () => void;
}

/** The form, drawn again only for another kind (the panel is keyed by the widget). */
const PropertiesForm = memo(function PropertiesForm({ kind, on }: { kind: Widget['kind']; on: Handlers }) {
  const { t } = useTranslation();
  const action = (key: 'front' | 'back' | 'delete', icon: ReactNode, click: () => void) => (
    <Tooltip title={t(`program.props.${key}`)}>
      <Button
        size="small"
        danger={key === 'delete'}
        icon={icon}
        aria-label={t(`program.props.${key}`)}
        onClick={click}
      />
    </Tooltip>
  );
  return (
    <Form layout="vertical" size="small" onSubmitCapture={(e) => e.preventDefault()}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{kindName(t, kind)}</Typography.Text>
        <Flex gap={4}>
          {action('front', <VerticalAlignTopOutlined />, () => on.restack('front'))}
          {action('back', <VerticalAlignBottomOutlined />, () => on.restack('back'))}
          {action('delete', <DeleteOutlined />, () => on.remove())}
        </Flex>
      </Flex>
      <FrameFields on={on} />
      <ChosenKindFields on={on} />
    </Form>
  );
});

/** The widget's name, box, lock and visibility: drawn again at each change of the widget. */
function FrameFields({ on }: { on: Handlers }) {
  const { t } = useTranslation();
  const { widget: w } = useChosen();
  const box = (key: 'x' | 'y' | 'width' | 'height', min: number) => (
    <InputNumber
      size="small"
      precision={0}
      min={min}
      max={32768}
      value={Math.round(w[key])}
      // A locked widget keeps its place and size until it is unlocked.
      disabled={w.locked ?? false}
      aria-label={t(`program.props.${key}`)}
      prefix={PREFIX[key]}
      style={{ width: '100%' }}
      onChange={(v) => {
        const n = num(v);
        if (n !== undefined) on.frame({ [key]: n });
      }}
    />
  );
  return (
    <>
      <Field label={t('program.props.name')}>
        <Input
          value={w.name ?? ''}
          maxLength={100}
          placeholder={kindName(t, w.kind)}
          onChange={(e) => on.frame({ name: e.target.value || undefined })}
        />
      </Field>
      <Field label={t('program.props.position')}>
        <Flex gap={4}>
          {box('x', -16384)}
          {box('y', -16384)}
        </Flex>
      </Field>
      <Field label={t('program.props.size')}>
        <Flex gap={4}>
          {box('width', 1)}
          {box('height', 1)}
        </Flex>
      </Field>
      <Flex gap={12} style={{ marginBottom: 8 }}>
        <Checkbox checked={w.locked ?? false} onChange={(e) => on.frame({ locked: e.target.checked || undefined })}>
          {t('program.props.locked')}
        </Checkbox>
        <Checkbox checked={w.hidden ?? false} onChange={(e) => on.frame({ hidden: e.target.checked || undefined })}>
          {t('program.props.hidden')}
        </Checkbox>
      </Flex>
    </>
  );
}

/** The kind's settings of the widget as it is now (drawn again only when they change, see KindFields). */
function ChosenKindFields({ on }: { on: Handlers }) {
  const { widget, scenes, dataSources } = useChosen();
  return <KindFields widget={widget} scenes={scenes} dataSources={dataSources} on={on} />;
}

interface KindFieldsProps {
  widget: Widget;
  scenes: readonly Scene[];
  dataSources: readonly DataSource[];
  /** Stable: the same object at every render. */
  on: Handlers;
}

/**
 * The settings of the widget's kind. A move or resize (an undo of one, too) leaves its props as
 * they were: this part is then not drawn again, only the box's fields above it.
 */
const KindFields = memo(
  function KindFields({ widget: w, scenes, dataSources, on }: KindFieldsProps) {
    const { t } = useTranslation();
    return (
      <>
        {(w.kind === 'image' || w.kind === 'video') && (
          <>
            <Field label={t('program.props.media')}>
              <Flex gap={8} align="center">
                <Typography.Text type={w.props.media ? undefined : 'secondary'} ellipsis style={{ flex: 1 }}>
                  {w.props.media
                    ? t('program.props.mediaChosen', {
                        size: w.props.media.width ? `${w.props.media.width}×${w.props.media.height}` : '',
                      })
                    : t('program.props.noMedia')}
                </Typography.Text>
                <Button onClick={() => on.chooseMedia()}>{t('program.props.chooseMedia')}</Button>
              </Flex>
            </Field>
            <Field label={t('program.props.fit')}>
              <Select
                value={w.props.fit}
                options={fits.map((f) => ({ value: f, label: t(`program.fits.${f}`) }))}
                onChange={(fit) => on.props({ fit })}
              />
            </Field>
          </>
        )}

        {w.kind === 'text' && <TextFields p={w.props} set={on.props} onUndo={on.undo} onRedo={on.redo} />}
        {w.kind === 'text' && (
          <TextSourceFields
            p={w.props}
            set={on.props}
            sources={dataSources}
            insert={(placeholder) => on.props(withPlaceholder(w.props, placeholder))}
          />
        )}
        {w.kind === 'table' && <TableProperties p={w.props} set={on.props} sources={dataSources} />}
        {w.kind === 'clock' && <ClockProperties p={w.props} set={on.props} />}
        {w.kind === 'date' && <DateProperties p={w.props} set={on.props} />}
        {w.kind === 'countdown' && <CountdownProperties p={w.props} set={on.props} />}
        {w.kind === 'shape' && <ShapeProperties p={w.props} set={on.props} />}
        {w.kind === 'qrcode' && <QrCodeProperties p={w.props} set={on.props} />}
        {w.kind === 'carousel' && <CarouselProperties p={w.props} set={on.props} />}
        {w.kind === 'playlist' && <PlaylistProperties p={w.props} set={on.props} />}
        {w.kind === 'audio' && <AudioProperties p={w.props} set={on.props} />}
        {w.kind === 'webpage' && <WebPageProperties p={w.props} set={on.props} />}
        {w.kind === 'weather' && <WeatherProperties p={w.props} set={on.props} />}
        {w.kind === 'exchange' && <ExchangeProperties p={w.props} set={on.props} />}
        {w.kind === 'button' && (
          <ButtonProperties
            p={w.props}
            set={on.props}
            scenes={scenes}
            sceneId={scenes.find((s) => s.widgets.some((x) => x.id === w.id))?.id ?? ''}
          />
        )}
      </>
    );
  },
  (a, b) =>
    a.widget.props === b.widget.props &&
    a.widget.id === b.widget.id &&
    a.dataSources === b.dataSources &&
    a.on === b.on &&
    // A button names a scene of the document: its choices follow the scenes.
    (a.widget.kind !== 'button' || a.scenes === b.scenes),
);

interface TextFieldsProps {
  p: TextProps;
  set: (patch: Partial<TextProps>) => void;
  onUndo?: () => void;
  onRedo?: () => void;
}

/** A text widget's settings. */
function TextFields({ p, set, onUndo, onRedo }: TextFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <RichTextField p={p} set={set} onUndo={onUndo} onRedo={onRedo} />
      <TextLookFields
        look={p}
        set={set}
        styles={
          <Checkbox checked={p.italic} onChange={(e) => set({ italic: e.target.checked })}>
            {t('program.props.italic')}
          </Checkbox>
        }
      />
      <Field label={t('program.props.verticalAlign')}>
        <Segmented
          size="small"
          value={p.verticalAlign}
          options={verticalAligns.map((a) => ({ value: a, label: t(`program.verticalAligns.${a}`) }))}
          onChange={(verticalAlign) => set({ verticalAlign })}
        />
      </Field>
      <Flex gap={8}>
        <Field label={t('program.props.scroll')}>
          <Select
            style={{ width: 150 }}
            value={p.scroll}
            options={scrollDirections.map((s) => ({ value: s, label: t(`program.scrolls.${s}`) }))}
            onChange={(scroll) => set({ scroll })}
          />
        </Field>
        <Field label={t('program.props.scrollSpeed')}>
          <InputNumber
            min={1}
            max={SCROLL_SPEED_MAX}
            value={p.scrollSpeed}
            disabled={p.scroll === 'none'}
            suffix={t('program.props.pxPerSecond')}
            onChange={(v) => {
              const n = num(v);
              if (n !== undefined && n > 0) set({ scrollSpeed: n });
            }}
          />
        </Field>
      </Flex>
    </>
  );
}

/** A text's props with `{column}` added at its end (to its last paragraph when it is rich). */
function withPlaceholder(p: TextProps, placeholder: string): Partial<TextProps> {
  const last = p.rich?.paragraphs.at(-1);
  return {
    text: p.text + placeholder,
    ...(p.rich && last
      ? {
          rich: {
            ...p.rich,
            paragraphs: [...p.rich.paragraphs.slice(0, -1), { ...last, runs: [...last.runs, { text: placeholder }] }],
          },
        }
      : {}),
  };
}
