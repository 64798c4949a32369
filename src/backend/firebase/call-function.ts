import { httpsCallable, type Functions } from 'firebase/functions';
import type { CallableContract, CallableName } from '../firebase-common/callables';

/** One call of a callable, typed by the shared contract. */
export type CallFunction = <N extends CallableName>(
  name: N,
  request: CallableContract[N]['request'],
) => Promise<CallableContract[N]['response']>;

export function createCallFunction(functions: Functions): CallFunction {
  return async (name, request) => {
    const callable = httpsCallable<
      CallableContract[typeof name]['request'],
      CallableContract[typeof name]['response']
    >(functions, name);
    return (await callable(request)).data;
  };
}
