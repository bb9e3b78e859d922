import type { ComponentType } from 'react';
import { loadChunk } from './withTimeout';

/**
 * A route's `lazy` for a page whose code is its own chunk: loaded on first visit, given up after
 * 120 s (spec 9). A failure does not reject: react-router would then render the root's loading
 * fallback for good (a route whose `lazy` failed still counts as loading). Instead the route gets
 * a page that throws the ChunkLoadError, which the route's error element shows with "try again".
 */
export const lazyPage = (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => {
  try {
    return { Component: await loadChunk(load) };
  } catch (err) {
    return {
      Component: () => {
        throw err;
      },
    };
  }
};
