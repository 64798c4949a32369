import type { RandomBytes } from '@/domain/random-bytes';

/**
 * A deterministic random source (mulberry32), so ids, tokens and generated codes are the same on
 * every run while still differing from one draw to the next, as real ones do.
 */
export function seededRandom(seed = 1): RandomBytes {
  let state = seed >>> 0;
  const nextByte = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) & 0xff;
  };
  return (length) => Uint8Array.from({ length }, nextByte);
}

/** A source that always answers the same byte: every draw repeats the last one. */
export function constantRandom(byte: number): RandomBytes {
  return (length) => new Uint8Array(length).fill(byte);
}
