import type { InMemoryStore } from '@/engine/in-memory-store';

/** Seeds for a race test to try: each interleaves the racing transactions in its own order. */
export const INTERLEAVE_SEEDS = Array.from({ length: 16 }, (_, index) => index + 1);

/**
 * Runs `race` once per seed in INTERLEAVE_SEEDS (it asserts its own outcome) and answers in how
 * many of them the store had to run a transaction again: a race test expects some, or its
 * transactions never overlapped and it proved nothing about the race.
 */
export async function runsRetried(
  race: (interleaveSeed: number) => Promise<InMemoryStore>,
): Promise<number> {
  let retried = 0;
  for (const seed of INTERLEAVE_SEEDS) {
    const store = await race(seed);
    if (store.attempts > store.commits) retried += 1;
  }
  return retried;
}
