import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Width and height of a PNG file, read from its header; throws if the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const { width, height } = PNG.sync.read(png);
  return { width, height };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function hasPngSignature(file: Buffer): boolean {
  return file.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

/**
 * The text of the QR code in a PNG (an element screenshot, or a whole saved image), or null when
 * jsQR finds none: what a phone camera at the door would read.
 */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}
