import { scene as sceneSchema, widget as widgetSchema, type Scene, type Widget } from '@apm/render';

/**
 * The editor's copied widgets and copied scene (the spec's copy-scene state), kept for the browser
 * tab (session storage): pasted into another scene, or into another program opened later in the
 * same tab. What is read back is checked against the document's schema (what an older console
 * copied may no longer be valid).
 */
const KEY = 'apm.program.clipboard';
const SCENE_KEY = 'apm.program.sceneClipboard';

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

export function copyScene(scene: Scene): void {
  sessionStorage.setItem(SCENE_KEY, JSON.stringify(scene));
}

/** The scene on the clipboard, if there is one still valid. */
export function copiedScene(): Scene | undefined {
  try {
    const parsed = sceneSchema.safeParse(JSON.parse(sessionStorage.getItem(SCENE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
