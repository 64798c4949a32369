import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { paths } from '@/config/paths';
import { openAdmin as open, signInOnPort } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));

// The eight screens of docs/product-spec.md §2 and the Team (docs/design.md §6.1), as an
// organiser's nav lists them. Only the list is stood in for: the nav, its icons and the layout are
// the app's.
const EIGHT = vi.hoisted(() => [
  { label: 'Overview', to: '/admin/dashboard' },
  { label: 'QR Scanner', to: '/admin/dashboard/qr-scanner' },
  { label: 'Payment QR', to: '/admin/dashboard/payment-qr' },
  { label: 'Promocode', to: '/admin/dashboard/promocode' },
  { label: 'Events', to: '/admin/dashboard/events' },
  { label: 'Wallet', to: '/admin/dashboard/wallet' },
  { label: 'Registered Users', to: '/admin/dashboard/registered-users' },
  { label: 'Messages', to: '/admin/dashboard/messages' },
  { label: 'Team', to: '/admin/dashboard/team' },
]);
vi.mock('@/features/admin/layout/admin-nav-items', () => ({
  adminNavItems: EIGHT,
  navItemsFor: () => EIGHT,
}));

describe('the admin nav with all nine screens', () => {
  it('lists them in the order of docs/product-spec.md §2, each an icon and its label, the current one marked', async () => {
    expect(EIGHT.map((item) => item.to)).toEqual([
      paths.adminDashboard,
      paths.adminScanner,
      paths.adminPaymentQr,
      paths.adminPromoCodes,
      paths.adminEvents,
      paths.adminWallet,
      paths.adminRegistrations,
      paths.adminMessages,
      paths.adminTeam,
    ]);
    await open(slot, '/admin/dashboard', { before: signInOnPort });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(EIGHT.map((item) => item.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EIGHT.map((item) => item.to));
    // Only the overview is current on the overview (it is the index, not a prefix of all).
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      links[0],
    ]);

    const icons = links.map((link) => link.querySelector('svg'));
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    // A drawing of its own for each screen, none the fallback dot.
    const drawings = icons.map((icon) => icon!.innerHTML);
    expect(new Set(drawings).size).toBe(9);
    expect(drawings).not.toContain('<circle cx="12" cy="12" r="4"></circle>');
  });
});
