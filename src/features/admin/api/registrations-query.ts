import { useInfiniteQuery } from '@tanstack/react-query';
import type { Registrations, RegistrationsCursor } from '@/backend/admin-backend';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const registrationsQueryKey = [...adminQueryKey, 'registrations'] as const;

/** The next page's cursors, or undefined once both sources are read to the end. */
export function nextRegistrationsCursor(page: Registrations): RegistrationsCursor | undefined {
  return page.cursor.bookings !== null || page.cursor.legacy !== null ? page.cursor : undefined;
}

/**
 * Registered Users: 100 per source first, then a page per "Load more" (docs/product-spec.md §9).
 */
export function useRegistrationsQuery() {
  const admin = useAdminBackend();
  return useInfiniteQuery({
    queryKey: registrationsQueryKey,
    queryFn: ({ pageParam }) =>
      pageParam ? admin.registrations.list({ after: pageParam }) : admin.registrations.list(),
    initialPageParam: null as RegistrationsCursor | null,
    getNextPageParam: nextRegistrationsCursor,
  });
}
