import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeTicketQr } from '@/domain/qr-payload';
import {
  QR_MODULE_PIXELS,
  QR_QUIET_ZONE,
  qrModules,
  qrPng,
  scaleForQrModules,
} from '@/domain/qr-image';

/** What a phone camera reads from the PNG. */
function readQr(png: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(png));
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

const ticketPayload = encodeTicketQr({
  bookingId: 'Xk3bP0qLm9Zr7TyW2aVd',
  email: 'asha.sharma+party@example.co.in',
  ticket499Count: 2,
  ticket1212Count: 1,
});

describe('qrPng', () => {
  it('holds exactly the ticket page’s QR payload (decoded back with jsQR)', () => {
    expect(readQr(qrPng(ticketPayload).png)).toBe(ticketPayload);
  });

  it.each([
    ['a non-ASCII e-mail (UTF-8, as qrcode.react encodes it)', 'प्रिया@उदाहरण.भारत ₹1,212'],
    ['the longest e-mail a booking takes', `${'a'.repeat(64)}@${'b'.repeat(185)}.in`],
    ['a single character', 'x'],
  ])('round-trips %s', (_name, text) => {
    expect(readQr(qrPng(text).png)).toBe(text);
  });

  it('draws the quiet zone white and the finder pattern’s corner black', () => {
    const { png, side } = qrPng(ticketPayload);
    const image = PNG.sync.read(Buffer.from(png));
    expect([image.width, image.height]).toEqual([side, side]);
    const at = (x: number, y: number) => image.data[(y * image.width + x) * 4];
    const edge = QR_QUIET_ZONE * QR_MODULE_PIXELS;
    expect(at(0, 0)).toBe(255);
    expect(at(edge - 1, edge - 1)).toBe(255);
    expect(at(edge, edge)).toBe(0);
    expect(image.width).toBe((qrModules(ticketPayload).length + 8) * QR_MODULE_PIXELS);
  });

  it('gives each module at least 8 pixels (docs/design.md §5.1)', () => {
    expect(QR_MODULE_PIXELS).toBeGreaterThanOrEqual(8);
    const longest = encodeTicketQr({
      bookingId: 'Xk3bP0qLm9Zr7TyW2aVd',
      email: `${'a'.repeat(64)}@${'b'.repeat(185)}.in`,
      ticket499Count: 20,
      ticket1212Count: 20,
    });
    const { side } = qrPng(longest);
    expect(side / (qrModules(longest).length + 2 * QR_QUIET_ZONE)).toBe(QR_MODULE_PIXELS);
  });

  it('stays small enough to attach to an e-mail, even for the longest address', () => {
    // Uncompressed 1-bit rows (png.ts stores, not deflates): 8 px a module costs about 24 KB
    // for a typical ticket, still a small attachment (it is not part of the HTML body).
    expect(qrPng(ticketPayload).png.length).toBeLessThan(32 * 1024);
    const longest = `{"bookingId":"Xk3bP0qLm9Zr7TyW2aVd","email":"${'a'.repeat(250)}@b.in","ticket499Count":20,"ticket1212Count":20}`;
    expect(qrPng(longest).png.length).toBeLessThan(64 * 1024);
  });

  it('throws an Error (not the library’s string) for text no QR code can hold', () => {
    expect(() => qrModules('x'.repeat(3000))).toThrow(Error);
  });
});

describe('scaleForQrModules (ticket.png)', () => {
  it.each([
    // cells across (quiet zone included), CSS side, screen scale → whole scale
    [53, 160, 2, 3], // a typical ticket: 160 × 2 / 53 = 6.0 px a module is too few
    [40, 160, 2, 2], // 8.0 px at 2×: enough
    [41, 160, 2, 3], // 7.8 px at 2×: not
    [77, 160, 2, 4], // the longest e-mail: 8.3 px at 4×
    [53, 160, 3.5, 4], // a 3.5× phone screen keeps its sharper scale, whole
  ])('%i cells at %i px, screen %d× → %i×', (cells, side, minimum, scale) => {
    expect(scaleForQrModules(cells, side, minimum)).toBe(scale);
    expect((side * scale) / cells).toBeGreaterThanOrEqual(QR_MODULE_PIXELS);
  });
});
