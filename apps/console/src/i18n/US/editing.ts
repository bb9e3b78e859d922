/**
 * The program editor's editing commands, with their shortcuts: undo/redo, the widget clipboard,
 * choosing several widgets, layers (stacking, locking, hiding) and alignment.
 */
export const editing = {
  undo: 'Undo',
  redo: 'Redo',
  copy: 'Copy',
  paste: 'Paste',
  duplicate: 'Duplicate',
  undoHint: 'Undo (Ctrl+Z)',
  redoHint: 'Redo (Ctrl+Y or Ctrl+Shift+Z)',
  copyHint: 'Copy the chosen widgets (Ctrl+C)',
  pasteHint: 'Paste into this scene (Ctrl+V)',
  duplicateHint: 'Duplicate the chosen widgets (Ctrl+D)',
  copied: 'Widget copied: paste it into any scene or program (Ctrl+V)',
  cut: 'Cut',
  delete: 'Delete',
  selectAll: 'Select all',
  front: 'Bring to front',
  forward: 'Bring forward',
  backward: 'Send backward',
  back: 'Send to back',
  lock: 'Lock',
  unlock: 'Unlock',
  hide: 'Hide',
  show: 'Show',
  locked: 'Locked',
  hidden: 'Hidden',
  align: 'Align',
  alignLeft: 'Align left edges',
  alignCentre: 'Align centres horizontally',
  alignRight: 'Align right edges',
  alignTop: 'Align top edges',
  alignMiddle: 'Align middles vertically',
  alignBottom: 'Align bottom edges',
  distributeHorizontal: 'Distribute horizontally',
  distributeVertical: 'Distribute vertically',
  alignSkips: 'Locked and hidden widgets stay where they are.',
  layers: 'Layers',
  noLayers: 'No widgets in this scene yet.',
  chosen: '{{count}} widgets chosen',
  copiedMany: '{{count}} widgets copied: paste them into any scene or program (Ctrl+V)',
  selectHint:
    'Shift or Ctrl+click chooses several; dragging on the empty canvas chooses those the frame touches; Ctrl+A chooses all, Esc none.',
};

declare global {
  interface ConsoleTexts {
    editing: typeof editing;
  }
}
