import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  FontColorsOutlined,
  HighlightOutlined,
  ItalicOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
} from '@ant-design/icons';
import { RICH_TEXT_MAX, runStyleKeys, type RichParagraph, type TextProps } from '@apm/render';
import { Button, ColorPicker, Flex, Form, InputNumber, Select, theme, Tooltip, Typography } from 'antd';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { buildDom, pointIn, readDom, type DomNode } from '../richDom';
import {
  applyAlign,
  applyStyle,
  insertText,
  lengthOf,
  lookAt,
  paragraphsOf,
  valueOf,
  type Align,
  type RichLook,
  type SelectionLook,
  type StylePatch,
} from '../richText';
import { num } from './Field';
import { fontOptions } from './fonts';

interface Props {
  p: TextProps;
  set: (patch: Partial<TextProps>) => void;
  /** The editor's undo and redo: Ctrl+Z and Ctrl+Y in the editing area step through the program's edits. */
  onUndo?: () => void;
  onRedo?: () => void;
}

/** A selection in the plain text (start ≤ end). */
interface Range {
  start: number;
  end: number;
}

/** Whether a colour is light (then the editing area is dark behind it). */
function light(hex: string): boolean {
  const h = hex.replace('#', '');
  const full = h.length <= 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150;
}

/**
 * A text widget's words with their styles: an editing area (contentEditable) with a toolbar for
 * bold, italic, underline, strike, colour, highlight, size, font and the paragraphs' alignment.
 * Words typed without styles stay plain text. Pasted and dropped content comes in as plain text;
 * the area is drawn from the runs node by node, never from HTML.
 */
export function RichTextField({ p, set, onUndo, onRedo }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  /** The content last drawn in the area, as JSON: a change from elsewhere (undo) is drawn again. */
  const drawn = useRef('');
  const selection = useRef<Range>({ start: 0, end: 0 });
  /** Styles chosen at a caret, for what is typed there next. */
  const pending = useRef<{ at: number; patch: StylePatch } | null>(null);
  const composing = useRef(false);
  const [shown, setShown] = useState<Range>({ start: 0, end: 0 });
  const [, setPendingShown] = useState(0);
  const [tooLong, setTooLong] = useState(false);

  const look: RichLook = {
    fontFamily: p.fontFamily,
    fontSize: p.fontSize,
    color: p.color,
    bold: p.bold,
    italic: p.italic,
    align: p.align,
  };
  const paragraphs = paragraphsOf(p);
  const contentKey = JSON.stringify({ text: p.text, rich: p.rich, size: p.fontSize });

  const focused = () => root.current !== null && document.activeElement === root.current;

  /** The selection in the area as offsets of the plain text, when it is in the area. */
  function readSelection(): Range | undefined {
    const el = root.current;
    const s = document.getSelection();
    if (!el || !s || !s.anchorNode || !s.focusNode || !el.contains(s.anchorNode) || !el.contains(s.focusNode)) {
      return undefined;
    }
    const [a, b] = readDom(el as unknown as DomNode, [
      { node: s.anchorNode as unknown as DomNode, offset: s.anchorOffset },
      { node: s.focusNode as unknown as DomNode, offset: s.focusOffset },
    ]).offsets as [number, number];
    return { start: Math.min(a, b), end: Math.max(a, b) };
  }

  /**
   * What the toolbar acts on: the selection in the area while it has the focus (read now: the
   * browser tells of selection changes only after the keys that made them), else the last one there.
   */
  function target(): Range {
    const live = focused() ? readSelection() : undefined;
    if (live) selection.current = live;
    return selection.current;
  }

  /** Draws paragraphs into the area, putting the selection back at `range` while the area has the focus. */
  function draw(list: readonly RichParagraph[], range?: Range) {
    const el = root.current;
    if (!el) return;
    el.replaceChildren(...(buildDom(document, list, look) as unknown as Node[]));
    if (!range || !focused()) return;
    const from = pointIn(el as unknown as DomNode, range.start);
    const to = pointIn(el as unknown as DomNode, range.end);
    document
      .getSelection()
      ?.setBaseAndExtent(from.node as unknown as Node, from.offset, to.node as unknown as Node, to.offset);
  }

  /** Makes `list` the widget's content (drawn again, tidied) with the selection at `range`. */
  function commit(list: readonly RichParagraph[], range: Range) {
    const value = valueOf(list, look);
    if (value.text.length > RICH_TEXT_MAX) {
      setTooLong(true);
      draw(paragraphs, selection.current);
      return;
    }
    setTooLong(false);
    draw(value.rich?.paragraphs ?? paragraphsOf(value), range);
    selection.current = range;
    setShown(range);
    drawn.current = JSON.stringify({ text: value.text, rich: value.rich, size: p.fontSize });
    if (value.text !== p.text || JSON.stringify(value.rich) !== JSON.stringify(p.rich)) {
      set({ text: value.text, rich: value.rich });
    }
  }

  // The content from the document (first, after an undo, another widget chosen): drawn anew.
  useLayoutEffect(() => {
    if (drawn.current === contentKey) return;
    drawn.current = contentKey;
    draw(paragraphs, selection.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn when the content changes, not on every render
  }, [contentKey]);

  // Where the selection is: the toolbar shows its styles and acts on it, even after a menu took the focus.
  useEffect(() => {
    const onChange = () => {
      const range = readSelection();
      if (!range) return;
      selection.current = range;
      if (pending.current && !(range.start === range.end && range.start === pending.current.at)) {
        pending.current = null;
      }
      setShown(range);
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  });

  // The browser's own formatting, dropping and history would change the area behind the editor's back.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onBeforeInput = (e: InputEvent) => {
      if (e.inputType.startsWith('format') || e.inputType === 'insertFromDrop') e.preventDefault();
      if (e.inputType === 'historyUndo' || e.inputType === 'historyRedo') {
        e.preventDefault();
        (e.inputType === 'historyUndo' ? onUndo : onRedo)?.();
      }
    };
    el.addEventListener('beforeinput', onBeforeInput);
    return () => el.removeEventListener('beforeinput', onBeforeInput);
  }, [onUndo, onRedo]);

  function onInput() {
    const el = root.current;
    if (!el || composing.current) return;
    const s = document.getSelection();
    const points =
      s?.focusNode && el.contains(s.focusNode)
        ? [{ node: s.focusNode as unknown as DomNode, offset: s.focusOffset }]
        : [];
    const read = readDom(el as unknown as DomNode, points);
    let list = read.paragraphs;
    const caret = read.offsets[0] ?? lengthOf(list);
    const typed = lengthOf(list) - lengthOf(paragraphs);
    const wanted = pending.current;
    if (wanted && typed > 0 && caret - typed === wanted.at) list = applyStyle(list, wanted.at, caret, wanted.patch);
    pending.current = null;
    commit(list, { start: caret, end: caret });
  }

  /** Styles the selection (or, at a caret, what is typed next). */
  function style(patch: StylePatch) {
    const range = target();
    if (range.start === range.end) {
      const at = pending.current?.at === range.start ? pending.current.patch : {};
      pending.current = { at: range.start, patch: { ...at, ...patch } };
      setShown(range);
      setPendingShown((n) => n + 1);
      return;
    }
    commit(applyStyle(paragraphs, range.start, range.end, patch), range);
  }

  /** How the text at a selection looks, with the styles chosen at a caret for what is typed next. */
  const lookOf = (r: Range): SelectionLook => ({ ...lookAt(paragraphs, r.start, r.end, look), ...pendingLook(r) });
  const current = lookOf(shown);
  /** The styles chosen at the caret for what is typed next, as the toolbar shows them. */
  function pendingLook(r: Range): Partial<SelectionLook> {
    const wanted = pending.current;
    if (!wanted || r.start !== r.end || wanted.at !== r.start) return {};
    const w = wanted.patch;
    const out: Partial<SelectionLook> = {};
    if ('bold' in w) out.bold = w.bold ?? look.bold;
    if ('italic' in w) out.italic = w.italic ?? look.italic;
    if ('underline' in w) out.underline = w.underline ?? false;
    if ('strike' in w) out.strike = w.strike ?? false;
    if ('color' in w) out.color = w.color ?? look.color;
    if ('highlight' in w) out.highlight = w.highlight;
    if ('fontSize' in w) out.fontSize = w.fontSize ?? look.fontSize;
    if ('fontFamily' in w) out.fontFamily = w.fontFamily;
    return out;
  }

  const toggle = (key: 'bold' | 'italic' | 'underline' | 'strike') => style({ [key]: !lookOf(target())[key] });

  function onKeyDown(e: React.KeyboardEvent) {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    const act =
      key === 'b'
        ? () => toggle('bold')
        : key === 'i'
          ? () => toggle('italic')
          : key === 'u'
            ? () => toggle('underline')
            : key === 'z'
              ? e.shiftKey
                ? onRedo
                : onUndo
              : key === 'y'
                ? onRedo
                : undefined;
    if (!act) return;
    e.preventDefault();
    act();
  }

  function onPaste(e: React.ClipboardEvent) {
    e.preventDefault();
    const range = readSelection() ?? selection.current;
    const room = RICH_TEXT_MAX - (lengthOf(paragraphs) - (range.end - range.start));
    const pasted = e.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    const text = pasted.slice(0, Math.max(0, room));
    setTooLong(text.length < pasted.length);
    if (!text) return;
    const wanted = pending.current?.at === range.start ? pending.current.patch : {};
    pending.current = null;
    const at = range.start + text.length;
    commit(insertText(paragraphs, range.start, range.end, text, wanted), { start: at, end: at });
  }

  const tool = (label: string, icon: ReactNode, on: boolean, act: () => void) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type={on ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={on}
        // The area keeps the focus and its selection.
        onMouseDown={(e) => e.preventDefault()}
        onClick={act}
      />
    </Tooltip>
  );

  const alignIcons = { left: <AlignLeftOutlined />, center: <AlignCenterOutlined />, right: <AlignRightOutlined /> };
  const alignLabels = {
    left: t('richText.alignLeft'),
    center: t('richText.alignCenter'),
    right: t('richText.alignRight'),
  } as const;
  const setAlign = (align: Align) => {
    const range = target();
    commit(applyAlign(paragraphs, range.start, range.end, align), range);
  };
  const colour = current.color ?? look.color;

  return (
    <Form.Item
      label={t('program.props.text')}
      htmlFor={id}
      style={{ marginBottom: 8 }}
      help={tooLong ? t('richText.tooLong', { max: RICH_TEXT_MAX }) : undefined}
      validateStatus={tooLong ? 'warning' : undefined}
    >
      <Flex wrap gap={2} align="center" role="toolbar" aria-label={t('richText.toolbar')} style={{ marginBottom: 4 }}>
        {tool(t('richText.bold'), <BoldOutlined />, current.bold, () => toggle('bold'))}
        {tool(t('richText.italic'), <ItalicOutlined />, current.italic, () => toggle('italic'))}
        {tool(t('richText.underline'), <UnderlineOutlined />, current.underline, () => toggle('underline'))}
        {tool(t('richText.strike'), <StrikethroughOutlined />, current.strike, () => toggle('strike'))}
        <ColorPicker size="small" value={colour} onChangeComplete={(c) => style({ color: c.toHexString() })}>
          <Tooltip title={t('richText.color')}>
            <Button
              size="small"
              type="text"
              aria-label={t('richText.color')}
              icon={<FontColorsOutlined style={{ color: colour }} />}
            />
          </Tooltip>
        </ColorPicker>
        <ColorPicker
          size="small"
          value={current.highlight ?? null}
          allowClear
          onClear={() => style({ highlight: undefined })}
          onChangeComplete={(c) => style({ highlight: c.toHexString() })}
        >
          <Tooltip title={t('richText.highlight')}>
            <Button
              size="small"
              type="text"
              aria-label={t('richText.highlight')}
              icon={<HighlightOutlined style={current.highlight ? { background: current.highlight } : undefined} />}
            />
          </Tooltip>
        </ColorPicker>
        <InputNumber
          size="small"
          min={1}
          max={4000}
          style={{ width: 72 }}
          aria-label={t('richText.size')}
          placeholder={t('richText.size')}
          value={current.fontSize ?? null}
          onChange={(v) => {
            const n = num(v);
            if (n !== undefined && n > 0 && n <= 4000) style({ fontSize: n });
          }}
        />
        <Select
          size="small"
          style={{ width: 130 }}
          aria-label={t('richText.font')}
          value={current.fontFamily ?? ''}
          popupMatchSelectWidth={false}
          options={[{ value: '', label: t('richText.ownFont') }, ...fontOptions(t, current.fontFamily)]}
          onChange={(f: string) => style({ fontFamily: f || undefined })}
        />
        {(['left', 'center', 'right'] as const).map((a) => (
          <span key={a}>{tool(alignLabels[a], alignIcons[a], current.align === a, () => setAlign(a))}</span>
        ))}
        {tool(t('richText.clear'), <ClearOutlined />, false, () =>
          style(Object.fromEntries(runStyleKeys.map((k) => [k, undefined])) as StylePatch),
        )}
      </Flex>
      <div
        id={id}
        ref={root}
        role="textbox"
        aria-multiline
        aria-label={t('program.props.text')}
        contentEditable
        suppressContentEditableWarning
        spellCheck
        onInput={onInput}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={(e) => e.preventDefault()}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => {
          composing.current = false;
          onInput();
        }}
        style={{
          minHeight: 64,
          maxHeight: 240,
          overflow: 'auto',
          padding: '4px 8px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          outline: 'none',
          fontSize: 14,
          lineHeight: 1.4,
          fontFamily: p.fontFamily,
          fontWeight: p.bold ? 700 : 400,
          fontStyle: p.italic ? 'italic' : 'normal',
          textAlign: p.align,
          color: p.color,
          // The element's background over a plain one its text colour stands out on.
          background: `linear-gradient(${p.backgroundColor}, ${p.backgroundColor}), ${light(p.color) ? '#262626' : '#ffffff'}`,
        }}
      />
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('richText.hint')}
      </Typography.Text>
    </Form.Item>
  );
}
