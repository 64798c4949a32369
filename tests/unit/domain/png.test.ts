import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { adler32, crc32, encodeBilevelPng, toBase64, zlibStored } from '@/domain/png';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('checksums', () => {
  it.each([
    ['', 0],
    ['123456789', 0xcbf43926],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ])('crc32(%j) is the published value', (text, expected) => {
    expect(crc32(ascii(text))).toBe(expected);
  });

  it.each([
    ['', 1],
    ['Wikipedia', 0x11e60398],
    ['123456789', 0x091e01de],
  ])('adler32(%j) is the published value', (text, expected) => {
    expect(adler32(ascii(text))).toBe(expected);
  });

  it('adler32 stays right past the 5,552-byte summing window (all 0xff bytes)', () => {
    const bytes = new Uint8Array(100_000).fill(0xff);
    // Reference: the definition, reducing after every byte.
    let a = 1;
    let b = 0;
    for (const byte of bytes) {
      a = (a + byte) % 65521;
      b = (b + a) % 65521;
    }
    expect(adler32(bytes)).toBe(((b << 16) | a) >>> 0);
  });
});

describe('zlibStored', () => {
  it.each([0, 1, 65_535, 65_536, 200_000])(
    'round-trips %i bytes through Node’s inflate, checksum included',
    (length) => {
      const data = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
      expect(Buffer.from(data).equals(inflateSync(zlibStored(data)))).toBe(true);
    },
  );

  it('is refused by inflate when one byte of the data is changed (the Adler-32 is checked)', () => {
    const stream = zlibStored(ascii('hello, sangeet'));
    stream[10]! ^= 1;
    expect(() => inflateSync(stream)).toThrow();
  });
});

describe('encodeBilevelPng', () => {
  it.each([
    [1, 1],
    [7, 3],
    [8, 2],
    [9, 9],
    [265, 265],
  ])('a %i × %i checkerboard decodes (pngjs) to the same black and white pixels', (w, h) => {
    const dark = (x: number, y: number) => (x + y) % 2 === 0;
    const image = PNG.sync.read(Buffer.from(encodeBilevelPng(w, h, dark)));
    expect([image.width, image.height]).toEqual([w, h]);
    const expected = Buffer.alloc(w * h * 4);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const grey = dark(x, y) ? 0 : 255;
        expected.set([grey, grey, grey, 255], (y * w + x) * 4);
      }
    }
    expect(image.data.equals(expected)).toBe(true);
  });

  it('declares 1-bit greyscale, so a QR code stays small', () => {
    const png = encodeBilevelPng(16, 16, () => false);
    // IHDR data starts at byte 16: width, height, then bit depth and colour type.
    expect([png[24], png[25]]).toEqual([1, 0]);
  });

  it.each([
    [0, 1],
    [1, 0],
    [1.5, 2],
    [5000, 1],
  ])('refuses %s × %s', (w, h) => {
    expect(() => encodeBilevelPng(w, h, () => true)).toThrow(RangeError);
  });
});

describe('toBase64', () => {
  it.each(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', '\u00ff\u00fe\u00fd'])(
    'encodes %j as Node’s Buffer does',
    (text) => {
      const bytes = new Uint8Array([...text].map((c) => c.charCodeAt(0)));
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    },
  );

  it('encodes every byte value', () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
