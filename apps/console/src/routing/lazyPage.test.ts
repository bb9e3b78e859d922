import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';
import { ChunkLoadError } from './withTimeout';

describe('lazyPage', () => {
  it('answers the loaded page', async () => {
    const Page = () => null;
    await expect(lazyPage(() => Promise.resolve(Page))()).resolves.toEqual({ Component: Page });
  });

  it('answers a page that throws the load failure for the error element, instead of rejecting', async () => {
    const route = await lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))();
    const render = route.Component as () => unknown;
    expect(render).toThrow(ChunkLoadError);
  });
});
