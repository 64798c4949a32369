type Later = (callback: () => void) => void;

// A macrotask, so a turn is handed out only once the microtasks have run out: by then every
// transaction that can make progress has reached its next yield point. Node's setImmediate is
// not clamped to a millisecond as setTimeout is, which matters when a test runs thousands of turns.
const { setImmediate: immediate } = globalThis as {
  setImmediate?: (callback: () => void) => unknown;
};
const later: Later = immediate
  ? (callback) => void immediate(callback)
  : (callback) => void setTimeout(callback, 0);

/** mulberry32: small, fast and the same on every platform for a given seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Waiter {
  resume: () => void;
  /** The earliest step at which it may be resumed (a back-off before a retry). */
  notBefore: number;
}

/**
 * Chooses, from a seed, which of the callers waiting for a turn goes next, one at a time: the
 * interleaving of concurrent transactions in the in-memory store is then a function of the seed
 * (and of the order in which they arrived), so a race that fails once fails again on rerun.
 * Time is counted in steps, one per turn handed out, not in milliseconds, so nothing sleeps.
 */
export class SeededScheduler {
  private readonly waiting: Waiter[] = [];
  private readonly random: () => number;
  private step = 0;
  private handOutQueued = false;

  constructor(seed: number) {
    this.random = randomFrom(seed);
  }

  /** A whole number from 0 up to, not including, `bound`. */
  pick(bound: number): number {
    return Math.floor(this.random() * bound);
  }

  /** Resolves when the scheduler gives the caller its turn, no sooner than `afterSteps` from now. */
  turn(afterSteps = 0): Promise<void> {
    return new Promise((resume) => {
      this.waiting.push({ resume, notBefore: this.step + afterSteps });
      this.queueHandOut();
    });
  }

  private queueHandOut() {
    if (this.handOutQueued) return;
    this.handOutQueued = true;
    later(() => {
      this.handOutQueued = false;
      this.handOut();
    });
  }

  private handOut() {
    if (this.waiting.length === 0) return;
    // When everyone waiting is backing off, time skips to the first of them.
    this.step = Math.max(this.step, Math.min(...this.waiting.map((waiter) => waiter.notBefore)));
    const ready = this.waiting.filter((waiter) => waiter.notBefore <= this.step);
    const chosen = ready[this.pick(ready.length)];
    if (!chosen) return;
    this.waiting.splice(this.waiting.indexOf(chosen), 1);
    this.step += 1;
    chosen.resume();
    if (this.waiting.length > 0) this.queueHandOut();
  }
}
