import { QueryClient } from '@tanstack/react-query';
import { isBackendError } from '@/backend/backend';

/** How many times a failed read is asked again before its screen shows the error. */
export const READ_RETRIES = 2;

/**
 * A read that failed with a BackendError other than 'unknown' got an answer (not found, invalid,
 * not allowed, too many requests) that asking again at once will not change. Anything else — a
 * dropped connection, a timeout, an 'unknown' failure — may well pass on the next try.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (isBackendError(error) && error.code !== 'unknown') return false;
  return failureCount < READ_RETRIES;
}

/**
 * Defaults for every screen that reads the port through TanStack Query. Screens opt in to
 * refetching on window focus where the figures go stale (seats left). `networkMode: 'always'`
 * because the port decides whether it can answer, not the browser's online flag: the demo backend
 * (IndexedDB) and Firestore's cache work offline. Writes are not repeated behind the visitor's
 * back (a retried createOrder could reserve twice), except confirmPayment, which settles a
 * payment once however often it is asked (confirm-payment-mutation.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, networkMode: 'always', refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * One cache for every data route of a page load, so moving between them (and Back) shows what
 * was already read. Created on first use, so pages without data never build one.
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
