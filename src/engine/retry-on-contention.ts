import { takeRandomBytes } from '@/domain/random-bytes';
import { isTransactionContention } from './contention';
import type { FlowEnv } from './flow-env';

/** How a transaction that must not fail on contention is run again (docs/design.md §4.4). */
export interface ContentionRetryPolicy {
  /** The wait before the second run; each further wait doubles, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** No run starts once this long has passed since the first began (the function's budget). */
  budgetMs: number;
}

/**
 * Settling a captured payment (docs/design.md §4.4): money has moved, so contention on the seat
 * shard must delay the ticket, never lose it; and releasing an abandoned order (docs/design.md §4.7), whose
 * seats a lost release would keep from other buyers for the rest of its hold. Each run is the
 * store's whole transaction (the Admin SDK's own five attempts inside it); 60 s of runs fits in
 * the 120 s of confirmPayment, abandonOrder and the webhook (SETTLE_TIMEOUT_SECONDS) with room for
 * the last run itself.
 */
export const SETTLE_RETRY_POLICY: ContentionRetryPolicy = {
  firstDelayMs: 250,
  maxDelayMs: 8_000,
  budgetMs: 60_000,
};

/**
 * Starting an order (docs/design.md §3.10): when every seat shard tried gave up on contention and
 * none had an answer better than sold out, the buyer would be told to press Pay again; the order
 * tries its shards again after a short jittered wait instead, as a buyer pressing again would,
 * within a budget that leaves most of createOrder's 60 s (ORDER_TIMEOUT_SECONDS) for the last pass
 * and the provider's order after it. A shard's refusal wrote nothing, so a run again with the same
 * ids cannot make a second order.
 */
export const ORDER_RETRY_POLICY: ContentionRetryPolicy = {
  firstDelayMs: 250,
  maxDelayMs: 4_000,
  budgetMs: 12_000,
};

const realWait = (ms: number) => new Promise<void>((resume) => setTimeout(resume, ms));

/** A whole number of milliseconds between half of `ceilingMs` and all of it ("equal jitter"). */
function jittered(env: Pick<FlowEnv, 'random'>, ceilingMs: number): number {
  const [high = 0, low = 0] = takeRandomBytes(env.random, 2);
  const fraction = (high * 256 + low) / 65_536;
  return Math.round(ceilingMs / 2 + fraction * (ceilingMs / 2));
}

/**
 * Runs `transaction` until it commits, and again after a growing, jittered wait whenever the store
 * gave up on contention (a transaction that gave up wrote nothing; buyers colliding on one shard
 * spread out instead of colliding again), while the budget lasts; then the contention is thrown.
 * Any other failure is thrown at once. `transaction` must be safe to run again after a commit
 * whose answer was lost: settlePaidOrder is, since it reads the order's status first.
 */
export async function retryOnContention<T>(
  env: Pick<FlowEnv, 'now' | 'random' | 'wait'>,
  policy: ContentionRetryPolicy,
  transaction: () => Promise<T>,
): Promise<T> {
  const wait = env.wait ?? realWait;
  const deadline = env.now().getTime() + policy.budgetMs;
  for (
    let ceilingMs = policy.firstDelayMs;
    ;
    ceilingMs = Math.min(2 * ceilingMs, policy.maxDelayMs)
  ) {
    try {
      return await transaction();
    } catch (error) {
      if (!isTransactionContention(error)) throw error;
      const delayMs = jittered(env, ceilingMs);
      if (env.now().getTime() + delayMs >= deadline) throw error;
      await wait(delayMs);
    }
  }
}
