import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { appQueryClient } from '@/app/query-client';

/**
 * Server state for the data routes (booking, tickets, admin). Imported only by those routes, so
 * the marketing pages never download TanStack Query. A client provided further up (a test's
 * fresh one) is used as is.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
