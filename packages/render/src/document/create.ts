import { modelOf, type PropsOf, type WidgetKind, type WidgetOf } from '../widgets/models.js';
import type { Canvas } from './canvas.js';
import { IDLE_DEFAULT_MS, PROGRAM_VERSION, type ProgramDocument } from './program.js';
import { scene as sceneSchema, type Scene } from './scene.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new record id: 16 random characters (crypto.getRandomValues works where randomUUID does not: plain-http screens). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A new widget of a kind with its default size and props, at the canvas's top-left corner unless told otherwise. */
export function createWidget<K extends WidgetKind>(
  kind: K,
  init: Partial<Omit<WidgetOf<K>, 'kind' | 'props'>> & { props?: Partial<PropsOf<K>> } = {},
): WidgetOf<K> {
  const model = modelOf(kind);
  const { props, ...frame } = init;
  return model.schema.parse({ id: newId(), x: 0, y: 0, z: 0, ...model.size, ...frame, kind, props: props ?? {} });
}

/** A new main scene with the default duration and a black background. */
export function createScene(init: Partial<Scene> = {}): Scene {
  return sceneSchema.parse({ id: newId(), ...init });
}

/** A new document of one empty main scene on a canvas, with the default idle timeout. */
export function createDocument(canvas: Canvas): ProgramDocument {
  return {
    version: PROGRAM_VERSION,
    canvas: { ...canvas },
    scenes: [createScene()],
    interaction: { idleMs: IDLE_DEFAULT_MS },
  };
}
