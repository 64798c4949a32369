import { paths } from '@/config/paths';
import type { StaffAccess } from '@/domain/team';
import { homePathFor } from './home-path';

/** What the guard hands the login page: the admin path the organiser asked for. */
export interface LoginLocationState {
  from: string;
}

/** Where to go after signing in: the remembered admin path, else this person's home screen. */
export function afterSignInPath(state: unknown, access: StaffAccess): string {
  const from = (state as Partial<LoginLocationState> | null)?.from;
  const isAdminPath =
    typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith(paths.adminLogin);
  return isAdminPath ? from : homePathFor(access);
}
