import { useMutation } from '@tanstack/react-query';
import type { AdminBackend } from '@/backend/admin-backend';
import {
  toRegistrations,
  type Registration,
  type RegistrationFilter,
} from '@/domain/registrations';
import { useAdminBackend } from '../auth/admin-auth-context';

// A safety stop: 5,000 bookings are 50 pages; this many means the cursors do not end.
const MAX_PAGES = 10_000;

/**
 * Every registration matching `filter`, newest first, read page by page from the backend: what
 * Export CSV writes, whatever "Load more" has loaded on screen.
 */
export async function fetchAllRegistrations(
  admin: Pick<AdminBackend, 'registrations'>,
  filter: RegistrationFilter,
): Promise<Registration[]> {
  const pages = [await admin.registrations.list({ filter })];
  for (let last = pages[0]!; last.cursor.bookings !== null || last.cursor.legacy !== null;) {
    if (pages.length >= MAX_PAGES) throw new Error('The registrations never ended.');
    last = await admin.registrations.list({ filter, after: last.cursor });
    pages.push(last);
  }
  return toRegistrations(pages);
}

/** Export CSV's read: all matching registrations, not only the pages on screen. */
export function useExportRegistrationsMutation() {
  const admin = useAdminBackend();
  return useMutation({
    mutationFn: (filter: RegistrationFilter) => fetchAllRegistrations(admin, filter),
  });
}
