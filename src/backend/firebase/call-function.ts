import { httpsCallable, type Functions } from 'firebase/functions';
import {
  CALLABLE,
  ORDER_TIMEOUT_SECONDS,
  SETTLE_TIMEOUT_SECONDS,
  type CallableContract,
  type CallableName,
} from '../firebase-common/callables';

/** One call of a callable, typed by the shared contract. */
export type CallFunction = <N extends CallableName>(
  name: N,
  request: CallableContract[N]['request'],
) => Promise<CallableContract[N]['response']>;

/**
 * Callables whose function consumes its App Check token (functions/src/app-check.ts): each call
 * asks for a limited-use token, so the site's own calls are never taken for replays.
 */
const REPLAY_PROTECTED: ReadonlySet<CallableName> = new Set([CALLABLE.createOrder]);

/**
 * The SDK gives up on a call after 70 s by default. The checkout's callables wait 10 s beyond
 * their function's own timeout instead (docs/design.md §16.2), so an answer the function still
 * gives is never taken for lost: createOrder's after its retries on contention, confirmPayment's
 * and abandonOrder's after they settle a payment or release a hold through contention.
 */
const TIMEOUT_MS: Partial<Record<CallableName, number>> = {
  [CALLABLE.createOrder]: ORDER_TIMEOUT_SECONDS * 1000 + 10_000,
  [CALLABLE.confirmPayment]: SETTLE_TIMEOUT_SECONDS * 1000 + 10_000,
  [CALLABLE.abandonOrder]: SETTLE_TIMEOUT_SECONDS * 1000 + 10_000,
  // Asked at every sign-in: a slow answer must not hold the sign-in long (its failure is ignored).
  [CALLABLE.claimTeamAccess]: 10_000,
};

/** `startAppCheck` runs before each call (it does its work once): see ./app-check.ts. */
export function createCallFunction(
  functions: Functions,
  startAppCheck: () => Promise<void>,
): CallFunction {
  return async (name, request) => {
    await startAppCheck();
    const callable = httpsCallable<
      CallableContract[typeof name]['request'],
      CallableContract[typeof name]['response']
    >(functions, name, {
      limitedUseAppCheckTokens: REPLAY_PROTECTED.has(name),
      ...(TIMEOUT_MS[name] ? { timeout: TIMEOUT_MS[name] } : {}),
    });
    return (await callable(request)).data;
  };
}
