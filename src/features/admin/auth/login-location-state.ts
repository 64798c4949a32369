import { paths } from '@/config/paths';

/** What the guard hands the login page: the admin path the organiser asked for. */
export interface LoginLocationState {
  from: string;
}

/** Where to go after signing in: the remembered admin path, else the dashboard. */
export function afterSignInPath(state: unknown): string {
  const from = (state as Partial<LoginLocationState> | null)?.from;
  const isAdminPath =
    typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith(paths.adminLogin);
  return isAdminPath ? from : paths.adminDashboard;
}
