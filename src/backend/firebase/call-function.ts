import { httpsCallable, type Functions } from 'firebase/functions';
import { CALLABLE, type CallableContract, type CallableName } from '../firebase-common/callables';

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
    >(functions, name, { limitedUseAppCheckTokens: REPLAY_PROTECTED.has(name) });
    return (await callable(request)).data;
  };
}
