import { constantTimeEqual } from '@/domain/payment-signature';
import type { RandomBytes } from '@/domain/random-bytes';

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newSalt(random: RandomBytes): string {
  return toHex(random(16));
}

/**
 * Demo-grade password hashing: salted SHA-256 via Web Crypto. Enough to keep plain passwords
 * out of IndexedDB; real accounts live in Firebase Auth, never here.
 */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    encoder.encode(`${salt}:${password}`),
  );
  return toHex(new Uint8Array(digest));
}

export function sameHash(expected: string, actual: string): boolean {
  return constantTimeEqual(encoder.encode(expected), encoder.encode(actual));
}
