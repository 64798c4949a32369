import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const mailOutboxQueryKey = [...adminQueryKey, 'mail-outbox'] as const;

/** The ticket e-mails the bookings wrote, newest first. */
export function useMailOutboxQuery() {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: mailOutboxQueryKey,
    queryFn: () => admin.mail.list(),
  });
}
