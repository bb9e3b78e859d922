import { z } from 'zod/mini';
import { colour } from '../../document/primitives.js';
import { defineWidget } from '../define.js';

/** How much of a QR code may be damaged and still read: about 7 %, 15 %, 25 % or 30 %. */
export const errorCorrectionLevels = ['L', 'M', 'Q', 'H'] as const;
export type ErrorCorrectionLevel = (typeof errorCorrectionLevels)[number];

/** The most bytes (of the text in UTF-8) the largest QR code (version 40) holds at each level. */
export const QR_BYTES_MAX: Record<ErrorCorrectionLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** The length of a text in UTF-8 bytes: what a QR code stores. */
export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/**
 * A QR code of a text or URL (its UTF-8 bytes), as large as the box allows, square and centred,
 * on the background colour that fills the box. `margin` is the quiet zone around the code in
 * modules (the standard asks for 4). An empty text shows the background only.
 */
export const qrCodeWidget = defineWidget({
  kind: 'qrcode',
  props: z
    .object({
      text: z._default(z.string().check(z.maxLength(QR_BYTES_MAX.L)), ''),
      errorCorrection: z._default(z.enum(errorCorrectionLevels), 'M'),
      foreground: z._default(colour, '#000000'),
      background: z._default(colour, '#ffffff'),
      margin: z._default(z.int().check(z.gte(0), z.lte(16)), 4),
    })
    .check(
      z.superRefine((p, ctx) => {
        if (utf8Length(p.text) > QR_BYTES_MAX[p.errorCorrection]) {
          ctx.addIssue({
            code: 'custom',
            message: `Too long for a QR code at level ${p.errorCorrection} (${QR_BYTES_MAX[p.errorCorrection]} bytes at most)`,
            path: ['text'],
          });
        }
      }),
    ),
  size: { width: 400, height: 400 },
});
export type QrCodeWidget = z.infer<typeof qrCodeWidget.schema>;
export type QrCodeProps = QrCodeWidget['props'];
