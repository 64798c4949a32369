import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

// One line drawing per admin screen (docs/product-spec.md §2), keyed by its path so a screen's nav
// entry (admin-nav-items.ts) needs only its label and path to get its icon.
const SHAPES: Record<string, ReactNode> = {
  [paths.adminDashboard]: (
    <>
      <rect x="3" y="3" width="7" height="9" rx="1.5" />
      <rect x="14" y="3" width="7" height="5" rx="1.5" />
      <rect x="14" y="12" width="7" height="9" rx="1.5" />
      <rect x="3" y="16" width="7" height="5" rx="1.5" />
    </>
  ),
  [paths.adminScanner]: (
    <path d="M4 8V5.5A1.5 1.5 0 0 1 5.5 4H8M16 4h2.5A1.5 1.5 0 0 1 20 5.5V8M20 16v2.5a1.5 1.5 0 0 1-1.5 1.5H16M8 20H5.5A1.5 1.5 0 0 1 4 18.5V16M7 12h10" />
  ),
  [paths.adminPaymentQr]: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM21 14v.01M14 21h.01M17.5 21H21v-3.5" />
    </>
  ),
  [paths.adminPromoCodes]: (
    <>
      <path d="M3 9V6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a3 3 0 0 0 0 6v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a3 3 0 0 0 0-6z" />
      <path d="M10 9l4 6M10 9.01V9M14 15.01V15" />
    </>
  ),
  [paths.adminEvents]: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </>
  ),
  [paths.adminWallet]: (
    <>
      <path d="M4 7.5V7a2 2 0 0 1 2-2h11v2.5" />
      <rect x="3" y="7.5" width="18" height="13" rx="2" />
      <path d="M21 12h-4a2 2 0 0 0 0 4h4" />
    </>
  ),
  [paths.adminRegistrations]: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
    </>
  ),
  [paths.adminTeam]: (
    <>
      <circle cx="12" cy="7.5" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
      <path d="M15.5 13.5 17 15l3-3" />
    </>
  ),
  [paths.adminMessages]: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
};

const FALLBACK = <circle cx="12" cy="12" r="4" />;

/** The nav entry's picture; decorative, as the label beside it names the entry. */
export function NavIcon({ to, className = 'size-6' }: { to: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {SHAPES[to] ?? FALLBACK}
    </svg>
  );
}
