import { takeRandomBytes, type RandomBytes } from './random-bytes';

// Firestore-safe ids: no slashes (which would change the document path) and not the reserved __x__ form.
export const SAFE_DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const RESERVED_ID = /^__.*__$/;

/**
 * The one check of an id that arrives from outside (a URL, a QR code, a request) before it is
 * used as a document id: a value that could not be one we issued is never looked up.
 */
export function isValidDocumentId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_DOCUMENT_ID.test(value) && !RESERVED_ID.test(value);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256; higher bytes are skipped so each character is equally likely.
const UNBIASED_LIMIT = 248;
const MAX_DRAWS = 16;

export function randomAlphanumeric(random: RandomBytes, length: number): string {
  let out = '';
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    for (const byte of takeRandomBytes(random, length)) {
      if (byte < UNBIASED_LIMIT) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (out.length === length) return out;
    }
  }
  throw new Error('Random source keeps returning unusable bytes.');
}

/** Like a Firestore auto id: 20 alphanumerics (about 119 bits), so booking ids are unguessable. */
export function newDocumentId(random: RandomBytes): string {
  return randomAlphanumeric(random, 20);
}
