import { paths } from '@/config/paths';
import type { StaffAccess } from '@/domain/team';

/** Where the admin area opens for this person: the overview, or door staff's scanner. */
export function homePathFor(access: StaffAccess): string {
  return access?.role === 'organiser' ? paths.adminDashboard : paths.adminScanner;
}
