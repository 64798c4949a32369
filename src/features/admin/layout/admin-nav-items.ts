import { paths } from '@/config/paths';

/** Only screens that exist: each admin screen adds itself here when it is built. */
export const adminNavItems = [
  { label: 'Overview', to: paths.adminDashboard },
  { label: 'QR Scanner', to: paths.adminScanner },
  { label: 'Promocode', to: paths.adminPromoCodes },
  { label: 'Events', to: paths.adminEvents },
] as const;
