import { paths } from '@/config/paths';

/**
 * Only screens that exist, in docs/product-spec.md §2's order: each admin screen adds itself here
 * when built.
 */
export const adminNavItems = [
  { label: 'Overview', to: paths.adminDashboard },
  { label: 'QR Scanner', to: paths.adminScanner },
  { label: 'Payment QR', to: paths.adminPaymentQr },
  { label: 'Promocode', to: paths.adminPromoCodes },
  { label: 'Events', to: paths.adminEvents },
  { label: 'Wallet', to: paths.adminWallet },
  { label: 'Registered Users', to: paths.adminRegistrations },
  { label: 'Messages', to: paths.adminMessages },
] as const;
