import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Refund } from '@/backend/admin-backend';
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

  it('says under Needs attention that nothing needs attention when no payment was turned away', async () => {
    const { user } = await openAdmin('/admin/login');
    await signInAs(user, admin);
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    expect(await within(section).findByText('Nothing needs attention.')).toBeInTheDocument();
  });

  it('lists a turned-away payment: order, e-mail, amount, what happened and the refund state', async () => {
    const { user, backend } = await openAdmin('/admin/login');
    const adminBackend = await backend.loadAdmin();
    const refund: Refund = {
      id: 'pay_late01',
      paymentId: 'pay_late01',
      orderId: 'order-late-1',
      providerOrderId: 'order_demo_late',
      amountPaise: 60_600,
      email: 'asha@example.com',
      eventTitle: 'Sangeet Night',
      reason: 'seats-gone',
      state: 'failed',
      razorpayRefundId: null,
      attempts: 2,
      lastError: 'Razorpay refund failed: timeout',
      createdAt: '2030-06-01T10:00:00.000Z',
      updatedAt: '2030-06-01T10:20:00.000Z',
    };
    vi.spyOn(adminBackend.refunds, 'list').mockResolvedValue([refund]);
    await signInAs(user, admin);
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    const [item] = within(
      await within(section).findByRole('list', { name: 'Refunds' }),
    ).getAllByRole('listitem') as [HTMLElement];
    expect(item).toHaveTextContent('₹606 · Sangeet Night');
    expect(item).toHaveTextContent('asha@example.com');
    expect(item).toHaveTextContent('The seats were sold to other buyers');
    expect(item).toHaveTextContent(
      'Refund failed, retried every 10 minutes: Razorpay refund failed: timeout',
    );
    expect(item).toHaveTextContent('Order order-late-1');
  });
});
