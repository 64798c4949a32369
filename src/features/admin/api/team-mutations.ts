import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@/domain/team';
import { useAdminBackend } from '../auth/admin-auth-context';
import { rereadAfterWrite } from './reread-after-write';
import { teamQueryKey } from './team-query';

export interface TeamMemberValues {
  email: string;
  role: StaffRole;
  eventIds: string[];
}

/** Adds a person or changes their role and events; the team list is read again after. */
export function useSaveTeamMemberMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TeamMemberValues) => admin.team.save(values),
    onSettled: () => rereadAfterWrite(queryClient, teamQueryKey),
  });
}

/** Takes a person's access away; the team list is read again after. */
export function useRevokeTeamMemberMutation() {
  const admin = useAdminBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => admin.team.revoke(email),
    onSettled: () => rereadAfterWrite(queryClient, teamQueryKey),
  });
}
