import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { BackendError } from '@/engine/errors';
import { admin, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
const openAdmin = (path: string) => open(slot, path);

describe('/admin/dashboard overview', () => {
  it('says the summary failed and fetches it again on Retry', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    const adminBackend = await backend.loadAdmin();
    const summary = vi.spyOn(adminBackend.stats, 'summary');
    summary.mockRejectedValueOnce(new BackendError('unknown', ''));
    await signInAs(user, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch summary data.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Events')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(summary).toHaveBeenCalledTimes(2);
  });
});
