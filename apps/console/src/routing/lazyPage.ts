import type { ComponentType } from 'react';
import { ensureTexts } from '../i18n/setup';
import type { Namespace } from '../i18n/pack';
import { loadChunk } from './withTimeout';

/**
 * A route's `lazy` for a page whose code is its own chunk: its code and the namespaces of its texts
 * are loaded together on first visit, so it never renders raw keys, and given up after 120 s
 * (spec 9). A failure does not reject: react-router would then render the root's loading fallback
 * for good (a route whose `lazy` failed still counts as loading). Instead the route gets a page
 * that throws the ChunkLoadError, which the route's error element shows with "try again".
 */
export const lazyPage =
  (load: () => Promise<ComponentType>, texts: readonly Namespace[] = []) =>
  async (): Promise<{ Component: ComponentType }> => {
    try {
      const [Component] = await loadChunk(() =>
        Promise.all([load(), texts.length > 0 ? ensureTexts(texts) : undefined]),
      );
      return { Component };
    } catch (err) {
      return {
        Component: () => {
          throw err;
        },
      };
    }
  };
