import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Registrations, RegistrationsCursor } from '@/backend/admin-backend';
import type { RegistrationFilter } from '@/domain/registrations';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const registrationsQueryKey = [...adminQueryKey, 'registrations'] as const;

/** The next page's cursors, or undefined once both sources are read to the end. */
export function nextRegistrationsCursor(page: Registrations): RegistrationsCursor | undefined {
  return page.cursor.bookings !== null || page.cursor.legacy !== null ? page.cursor : undefined;
}

/**
 * Registered Users matching `filter`, answered by the backend: 100 per source first, with the
 * total, then a page per "Load more" (docs/product-spec.md §9, docs/design.md §14.3). While a new
 * filter's first page is on its way, the last one's list stays on screen. The query's signal goes
 * to the backend: when the next keystroke's filter replaces this one, TanStack Query aborts it and
 * the backend stops reading for an answer no one will see.
 */
export function useRegistrationsQuery(filter: RegistrationFilter) {
  const admin = useAdminBackend();
  return useInfiniteQuery({
    queryKey: [...registrationsQueryKey, filter],
    queryFn: ({ pageParam, signal }) =>
      admin.registrations.list(
        pageParam ? { filter, after: pageParam, signal } : { filter, signal },
      ),
    initialPageParam: null as RegistrationsCursor | null,
    getNextPageParam: nextRegistrationsCursor,
    placeholderData: keepPreviousData,
  });
}
