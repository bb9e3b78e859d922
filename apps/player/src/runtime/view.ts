import type { MessageLookView, ProgramDocument, ResolveMedia } from '@apm/render';

/** A program on screen. */
export interface Show {
  /** Changes when another program (or another version of it) plays: the renderer starts afresh. */
  key: string;
  publishId: string;
  programId: string;
  name: string;
  document: ProgramDocument;
  resolve: ResolveMedia;
  /**
   * When it started playing (epoch ms): its scenes go on by the clock from then, also while an
   * emergency message covers it, so that it comes back where it would be had it played on.
   */
  since: number;
}

/** A message on screen. */
export interface ShownMessage {
  /** Its publication as sent (`messageKey`): the view starts afresh when it changes. */
  key: string;
  publishId: string;
  look: MessageLookView;
  /** Passes of scrolling text before it goes; null: until its end. */
  repeats: number | null;
}

/** What the screen shows. */
export type View =
  | { kind: 'starting' }
  | { kind: 'pairing'; code: string | null; hardwareId: string; unreachable: boolean }
  | { kind: 'alreadyPaired'; hardwareId: string }
  | {
      kind: 'content';
      name: string;
      show: Show | null;
      /** Over the program (or the idle screen), in the order full, top, middle, bottom. */
      messages: ShownMessage[];
      /** Covers everything; the program leaves the screen meanwhile (its `since` keeps its place). */
      emergency: ShownMessage | null;
    };

/** The one value React reads (useSyncExternalStore), set by the runtime. */
export class ViewStore {
  private view: View = { kind: 'starting' };
  private readonly listeners = new Set<() => void>();

  get = (): View => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(view: View): void {
    this.view = view;
    for (const l of this.listeners) l();
  }
}
