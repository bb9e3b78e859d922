import type { MediaRef } from '../document/primitives.js';

/**
 * Turns a media reference into a URL the browser can load: the console answers with its file
 * URL, the player with an object URL from its cache. Undefined when the file is not at hand;
 * the renderer then draws an empty box.
 */
export type ResolveMedia = (ref: MediaRef) => string | undefined;

/** Told when a media file fails to load (the player logs it; the scene goes on without it). */
export type MediaErrorHandler = (ref: MediaRef) => void;

/** A width and a height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** What a widget kind's view receives: its widget (box and props) and the host's media resolver. */
export interface WidgetViewProps<W> {
  widget: W;
  resolve: ResolveMedia;
  onMediaError?: MediaErrorHandler;
}
