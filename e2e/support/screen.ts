import type { Page } from 'playwright-core';

/** The colour of what the page shows at a point (a screenshot's pixel): 'red', or its RGB. */
export async function colourAt(page: Page, x: number, y: number): Promise<string> {
  const [r = 0, g = 0, b = 0] = await page.evaluate(
    async ({ x, y, png }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      return [...g.getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    { x, y, png: (await page.screenshot()).toString('base64') },
  );
  return r > 200 && g < 60 && b < 60 ? 'red' : `rgb(${r}, ${g}, ${b})`;
}

/**
 * How two pictures of the same size differ: the share of their pixels (0–1) where a colour channel
 * differs by more than `tolerance` (of 255), which anti-aliasing of the same drawing stays under.
 * Compared in `page` (a browser decodes the PNGs). Pictures of different sizes differ wholly.
 */
export async function differingShare(page: Page, a: Buffer, b: Buffer, tolerance = 64): Promise<number> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const pixels = async (png: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, img.width, img.height);
      };
      const [x, y] = [await pixels(a), await pixels(b)];
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let c = 0; c < 3; c++) {
          if (Math.abs(x.data[i + c]! - y.data[i + c]!) > tolerance) {
            differing++;
            break;
          }
        }
      }
      return differing / (x.width * x.height);
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance },
  );
}
