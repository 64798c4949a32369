import type { Functions, HttpsCallableOptions } from 'firebase/functions';
import type * as FunctionsSdk from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import {
  CALLABLE,
  ORDER_TIMEOUT_SECONDS,
  SETTLE_TIMEOUT_SECONDS,
  type CallableName,
} from '@/backend/firebase-common/callables';

// How long the browser waits for each checkout callable, against how long its function may run
// (functions/src/index.ts): an answer the function still gives must not be taken for lost.
const sdk = vi.hoisted(() => ({
  options: new Map<string, HttpsCallableOptions | undefined>(),
}));
vi.mock('firebase/functions', async (original) => ({
  ...(await original<typeof FunctionsSdk>()),
  httpsCallable: (_functions: Functions, name: string, options?: HttpsCallableOptions) => {
    sdk.options.set(name, options);
    return () => Promise.resolve({ data: { ok: true } });
  },
}));

const { createCallFunction } = await import('@/backend/firebase/call-function');

/** What the SDK waits when a call names no timeout (@firebase/functions, `options.timeout || 70000`). */
const SDK_DEFAULT_TIMEOUT_MS = 70_000;

async function browserWaitMs(name: CallableName): Promise<number> {
  const call = createCallFunction({} as Functions, () => Promise.resolve());
  await call(name, {} as never);
  return sdk.options.get(name)?.timeout ?? SDK_DEFAULT_TIMEOUT_MS;
}

describe('the browser’s wait for a callable', () => {
  it.each([
    [CALLABLE.createOrder, ORDER_TIMEOUT_SECONDS],
    [CALLABLE.confirmPayment, SETTLE_TIMEOUT_SECONDS],
    [CALLABLE.abandonOrder, SETTLE_TIMEOUT_SECONDS],
  ])('outlasts %s’s %i s by 10 s or more', async (name, functionSeconds) => {
    expect(await browserWaitMs(name)).toBeGreaterThanOrEqual(functionSeconds * 1000 + 10_000);
  });
});
