import type { ProgramDocument, ResolveMedia } from '@apm/render';

/** A program on screen. */
export interface Show {
  /** Changes when another program (or another version of it) plays: the renderer starts afresh. */
  key: string;
  publishId: string;
  programId: string;
  name: string;
  document: ProgramDocument;
  resolve: ResolveMedia;
}

/** What the screen shows. */
export type View =
  | { kind: 'starting' }
  | { kind: 'pairing'; code: string | null; hardwareId: string; unreachable: boolean }
  | { kind: 'alreadyPaired'; hardwareId: string }
  | { kind: 'content'; name: string; show: Show | null };

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
