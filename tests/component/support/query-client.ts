import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';

// act(async () => …) flushes microtasks, not timers. TanStack Query tells components about a
// settled fetch on a setTimeout(0) by default; as a microtask, a promise a test settles inside
// act() is on screen when act() returns, as it would be a moment later in a browser.
notifyManager.setScheduler(queueMicrotask);

/**
 * A fresh cache for one test, with the app's defaults except retries: a failed read shows its
 * error at once. Tests of the retry policy pass `{ retries: true }` (retried without waiting).
 */
export function createTestQueryClient({ retries = false } = {}): QueryClient {
  const client = createQueryClient();
  const queries = client.getDefaultOptions().queries;
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: retries ? { ...queries, retryDelay: 0 } : { ...queries, retry: false },
  });
  return client;
}
