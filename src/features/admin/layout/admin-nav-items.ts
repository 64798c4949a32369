import { paths } from '@/config/paths';
import type { StaffAccess } from '@/domain/team';

/**
 * Only screens that exist, in docs/product-spec.md §2's order (Team, not in the spec, last): each
 * admin screen adds itself here when built. `door` marks the screens door staff use too
 * (docs/design.md §6.1); every other one is the organisers' alone.
 */
export const adminNavItems = [
  { label: 'Overview', to: paths.adminDashboard, door: false },
  { label: 'QR Scanner', to: paths.adminScanner, door: true },
  { label: 'Payment QR', to: paths.adminPaymentQr, door: false },
  { label: 'Promocode', to: paths.adminPromoCodes, door: false },
  { label: 'Events', to: paths.adminEvents, door: false },
  { label: 'Wallet', to: paths.adminWallet, door: false },
  { label: 'Registered Users', to: paths.adminRegistrations, door: false },
  { label: 'Messages', to: paths.adminMessages, door: false },
  { label: 'Team', to: paths.adminTeam, door: false },
] as const;

/** The screens this person's nav lists: all for an organiser, the door's for door staff. */
export function navItemsFor(access: StaffAccess) {
  return adminNavItems.filter((item) => access?.role === 'organiser' || item.door);
}
