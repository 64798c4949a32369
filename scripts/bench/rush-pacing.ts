// Pacing of the launch rush's buyers (scripts/bench/launch-rush.ts): the calls in flight, the
// buyers waiting for room (their network's share of unpaid holds full, or seats held by others'
// open checkouts), and the late payers waiting for the rush to move on.

/**
 * Limits calls in flight, and keeps the buyers told to wait for room: each checkout that ends (a
 * call that `frees` held seats) lets one of them ask again, as a person refreshing the page now
 * and then would find room, rather than all at once; when nothing is in flight any more, nobody
 * else can free seats, so all of them ask again.
 */
export function callGate(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>, frees = false): Promise<T> {
      if (running >= limit) await new Promise<void>((go) => queue.push(go));
      else running += 1;
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
        if (running === 0) for (const wake of waiting.splice(0)) wake();
        else if (frees) waiting.shift()?.();
      }
    },
    /** Resolves when the buyer may ask again: at once when no call is in flight. */
    waitForRoom(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((wake) => waiting.push(wake));
    },
  };
}

/**
 * Counts the rush's payments, so that a late payer pays after a number of the others' payments,
 * as a UPI collect approved a while after Checkout closed would: by progress, not by a clock,
 * which a busier or quieter machine would stretch. `releaseAll` lets everyone still waiting pay
 * once no other payment can come.
 */
export function paymentProgress() {
  let made = 0;
  let released = false;
  const waiting: { after: number; go: () => void }[] = [];
  const wake = () => {
    for (const waiter of [...waiting]) {
      if (!released && made < waiter.after) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.go();
    }
  };
  return {
    record() {
      made += 1;
      wake();
    },
    after(payments: number): Promise<void> {
      if (released || made >= payments) return Promise.resolve();
      return new Promise<void>((go) => waiting.push({ after: payments, go }));
    },
    releaseAll() {
      released = true;
      wake();
    },
  };
}
