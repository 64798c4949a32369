/** Produces `length` cryptographically random bytes. Injected so rules that need randomness stay testable. */
export type RandomBytes = (length: number) => Uint8Array;

// Web Crypto exists in every supported browser and in Node 20+, so the domain needs no SDK for it.
export const cryptoRandomBytes: RandomBytes = (length) =>
  crypto.getRandomValues(new Uint8Array(length));

/** Calls the source and refuses short or over-long answers, which would silently weaken codes and tokens. */
export function takeRandomBytes(random: RandomBytes, length: number): Uint8Array {
  const bytes = random(length);
  if (bytes.length !== length) {
    throw new RangeError(`Random source returned ${bytes.length} bytes, expected ${length}.`);
  }
  return bytes;
}
