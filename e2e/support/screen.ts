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
