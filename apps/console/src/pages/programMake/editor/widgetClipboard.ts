import { widget as widgetSchema, type Widget } from '@apm/render';

/**
 * The editor's copied widgets, kept for the browser tab (session storage): pasted into another
 * scene, or into another program opened later in the same tab. What is read back is checked
 * against the document's schema (a widget copied by an older console may no longer be valid).
 */
const KEY = 'apm.program.clipboard';

export function copyWidgets(widgets: readonly Widget[]): void {
  sessionStorage.setItem(KEY, JSON.stringify(widgets));
}

/** The widgets on the clipboard, those still valid; none when it is empty. */
export function copiedWidgets(): Widget[] {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((w) => {
    const parsed = widgetSchema.safeParse(w);
    return parsed.success ? [parsed.data] : [];
  });
}
