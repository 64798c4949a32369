import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeTicketQr } from '@/domain/qr-payload';
import { QR_MODULE_PIXELS, QR_QUIET_ZONE, qrModules, qrPng } from '@/domain/qr-image';

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

  it('stays small enough to inline in an e-mail document', () => {
    expect(qrPng(ticketPayload).png.length).toBeLessThan(16 * 1024);
  });

  it('throws an Error (not the library’s string) for text no QR code can hold', () => {
    expect(() => qrModules('x'.repeat(3000))).toThrow(Error);
  });
});
