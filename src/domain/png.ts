/**
 * A minimal PNG encoder for black-and-white images (the ticket e-mail's QR code), with no canvas
 * and no dependency, so it runs the same in the browser demo and in Cloud Functions, and
 * synchronously: the ticket e-mail is composed inside a store transaction, where IndexedDB
 * would close the transaction at the first await of anything else (CompressionStream included).
 * The pixel data goes into zlib "stored" blocks (no compression): a QR code is small enough.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** RFC 1950/1951: a stored block holds at most 65,535 bytes. */
const MAX_STORED_BLOCK = 0xffff;
/** Large enough for any QR code at a readable scale, small enough to keep a document small. */
export const MAX_PNG_SIDE = 4096;

let crcTable: Uint32Array | null = null;

function makeCrcTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32 (ISO 3309, as PNG chunks use it). */
export function crc32(bytes: Uint8Array): number {
  crcTable ??= makeCrcTable();
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Adler-32 (RFC 1950), the checksum that ends a zlib stream. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 is the most bytes that can be summed before b could pass 2^32 (RFC 1950's NMAX).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4). */
export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_STORED_BLOCK));
  const out = new Uint8Array(2 + data.length + blocks * 5 + 4);
  // CMF 0x78 (deflate, 32 KB window), FLG 0x01 (no dictionary, fastest; 0x7801 % 31 === 0).
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const start = block * MAX_STORED_BLOCK;
    const length = Math.min(MAX_STORED_BLOCK, data.length - start);
    out[at++] = block === blocks - 1 ? 1 : 0; // BFINAL, BTYPE 00 (stored)
    out[at++] = length & 0xff;
    out[at++] = length >>> 8;
    out[at++] = ~length & 0xff;
    out[at++] = (~length >>> 8) & 0xff;
    out.set(data.subarray(start, start + length), at);
    at += length;
  }
  writeUint32(out, at, adler32(data));
  return out;
}

function writeUint32(target: Uint8Array, at: number, value: number): void {
  target[at] = value >>> 24;
  target[at + 1] = (value >>> 16) & 0xff;
  target[at + 2] = (value >>> 8) & 0xff;
  target[at + 3] = value & 0xff;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  writeUint32(out, 0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  writeUint32(out, 8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A 1-bit greyscale PNG of `width` × `height` pixels, black where `isDark(x, y)`, white
 * elsewhere. Rows use filter type 0 (none).
 */
export function encodeBilevelPng(
  width: number,
  height: number,
  isDark: (x: number, y: number) => boolean,
): Uint8Array {
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_PNG_SIDE) {
      throw new RangeError(`PNG sides must be whole numbers from 1 to ${MAX_PNG_SIDE}`);
    }
  }
  const header = new Uint8Array(13);
  writeUint32(header, 0, width);
  writeUint32(header, 4, height);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: greyscale
  // compression 0 (deflate), filter method 0, interlace 0 (none): bytes 10–12 stay 0.

  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes; // raw[row] = 0: filter type none
    for (let x = 0; x < width; x++) {
      // In 1-bit greyscale, 1 is white; pixels fill each byte from its highest bit.
      if (!isDark(x, y)) raw[row + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return concat([
    new Uint8Array(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 with padding (RFC 4648 §4), as e-mail attachments carry binary content. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const left = bytes.length - i;
    const chunk24 = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64[(chunk24 >> 18) & 63]! + BASE64[(chunk24 >> 12) & 63]!;
    out += left > 1 ? BASE64[(chunk24 >> 6) & 63]! : '=';
    out += left > 2 ? BASE64[chunk24 & 63]! : '=';
  }
  return out;
}
