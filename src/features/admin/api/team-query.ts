import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const teamQueryKey = [...adminQueryKey, 'team'] as const;

/** Organisers and door staff, and e-mails waiting for their first sign-in, by e-mail. */
export function useTeamQuery() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: teamQueryKey, queryFn: () => admin.team.list() });
}
