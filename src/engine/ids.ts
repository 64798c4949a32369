import { takeRandomBytes, type RandomBytes } from '@/domain/random-bytes';

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
