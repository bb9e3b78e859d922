import qrcode from 'qrcode-generator';
import type { ErrorCorrectionLevel } from './model.js';

/**
 * The modules of the smallest QR code holding a text (its UTF-8 bytes) at a level, row by row
 * (true: dark), or undefined for an empty text or one too long for any QR code.
 */
export function qrModules(text: string, level: ErrorCorrectionLevel): boolean[][] | undefined {
  if (!text) return undefined;
  // The generator stores each character's low byte: hand it the UTF-8 bytes, one per character.
  const bytes = String.fromCharCode(...new TextEncoder().encode(text));
  try {
    const qr = qrcode(0, level);
    qr.addData(bytes, 'Byte');
    qr.make();
    const n = qr.getModuleCount();
    return Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => qr.isDark(row, col)));
  } catch {
    // Too long for version 40 at this level.
    return undefined;
  }
}

/** An SVG path of the dark modules, one unit each, runs of a row drawn as one rectangle. */
export function modulesPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      d += `M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  });
  return d;
}
