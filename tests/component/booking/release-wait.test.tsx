import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { BackendProvider } from '@/backend/backend-context';
import { RELEASE_WAIT_MS, useNextEventQuery } from '@/features/booking/api/next-event-query';
import { OPEN_ORDERS_KEY } from '@/features/booking/checkout/left-checkout';
import { deferred } from '../support/deferred';
import { FakeLockBroker } from '../support/fake-web-locks';
import { createTestQueryClient } from '../support/query-client';

// docs/design.md §4.7 "A checkout left open": the booking page releases what this browser left
// open before it reads the seats, but an abandon slowed by a rush does not keep it waiting.

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

it('reads the seats once the release has had its time, and again once it is done', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  new FakeLockBroker().tab().enter();
  const inTenMinutes = new Date(Date.now() + 10 * 60_000).toISOString();
  localStorage.setItem(
    OPEN_ORDERS_KEY,
    JSON.stringify([{ orderId: 'left', expiresAt: inTenMinutes, tab: 'closed-tab' }]),
  );
  const abandoned = deferred<void>();
  const nextUpcoming = vi.fn(() => Promise.resolve(null));
  const abandonOrder = vi.fn(() => abandoned.promise);
  const backend = {
    events: { nextUpcoming },
    checkout: { abandonOrder },
  } as unknown as PublicBackend;
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>{children}</BackendProvider>
    </QueryClientProvider>
  );
  renderHook(() => useNextEventQuery(), { wrapper });

  // (vi.waitFor would move the fake clock on.)
  await act(() => vi.advanceTimersByTimeAsync(RELEASE_WAIT_MS - 1));
  expect(abandonOrder).toHaveBeenCalledExactlyOnceWith('left');
  expect(nextUpcoming).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(nextUpcoming).toHaveBeenCalledTimes(1);

  await act(async () => abandoned.resolve());
  await vi.waitFor(() => expect(nextUpcoming).toHaveBeenCalledTimes(2));
  expect(localStorage.getItem(OPEN_ORDERS_KEY)).toBeNull();
  expect(abandonOrder).toHaveBeenCalledTimes(1);
});
