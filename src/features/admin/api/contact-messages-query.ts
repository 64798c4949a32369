import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const contactMessagesQueryKey = [...adminQueryKey, 'contact-messages'] as const;

/** What visitors sent through the contact form, newest first. */
export function useContactMessagesQuery() {
  const admin = useAdminBackend();
  return useQuery({
    queryKey: contactMessagesQueryKey,
    queryFn: () => admin.contactMessages.list(),
  });
}
