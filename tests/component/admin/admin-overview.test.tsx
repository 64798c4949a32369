import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Refund } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { BackendError } from '@/engine/errors';
import { stubMatchMedia } from '../support/browser';
import { bookTicket } from '../support/spied-backend';
import { admin, openAdmin as open, signInAs } from './admin-harness';

const slot = vi.hoisted(() => ({ promise: undefined as Promise<PublicBackend> | undefined }));
vi.mock('@/backend/load-backend', () => ({ loadBackend: () => slot.promise }));
const openAdmin = (path: string) => open(slot, path);

describe('/admin/dashboard overview', () => {
  it('leads with the next event, counted as its door counts, and puts the totals across events below', async () => {
    stubMatchMedia();
    const { user, backend, ...spied } = await openAdmin('/admin/login');
    // The next party: the seed's four bookings (9 people, ₹6,630, 2 admitted), then 2 Basic paid
    // (₹998) and checked in, 2 Premium free with a coupon. The past party's seeded legacy guests
    // are checked in too, which the totals count and the door not.
    const paid = await bookTicket({ backend, ...spied }, { ticket499Count: 2 });
    await bookTicket(
      { backend, ...spied },
      {
        ticket499Count: 0,
        ticket1212Count: 2,
        couponCode: 'VIPFREE100',
        email: 'ravi@example.com',
      },
    );
    const office = await backend.loadAdmin();
    await signInAs(user, admin);
    // Signed in once the back office shows its links; only then may the port check a guest in.
    const overviewLink = await screen.findByRole('link', { name: 'Overview' });
    await office.checkIn.checkIn(
      { kind: 'bookingId', bookingId: paid.bookingId },
      DEMO_UPCOMING_EVENT_ID,
    );
    await user.click(overviewLink);

    const next = await screen.findByRole('region', { name: 'Next event' });
    const people = await within(next).findByRole('progressbar', { name: 'People checked in' });
    // The overview may have drawn before the check-in; it reads again after the port's write.
    await waitFor(() => expect(people).toHaveAttribute('aria-valuenow', '4'));
    expect(people).toHaveAttribute('aria-valuemax', '13');
    expect(next).toHaveTextContent('4 / 13');
    const sold = within(next).getByRole('progressbar', { name: 'Tickets sold' });
    expect(sold).toHaveAttribute('aria-valuenow', '13');
    expect(sold).toHaveAttribute('aria-valuemax', '200');
    expect(within(next).getByRole('status', { name: 'Revenue' })).toHaveTextContent('₹7,628');

    const totals = screen.getByRole('region', { name: 'All events' });
    expect(next.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const checkIns = within(totals).getByText('Total Check-ins').nextElementSibling;
    expect(checkIns).toHaveTextContent('7');

    // The door shows the same figure for the same event.
    await user.click(screen.getAllByRole('link', { name: 'QR Scanner' })[0]!);
    expect(await screen.findByRole('status', { name: 'People checked in' })).toHaveTextContent(
      '4 / 13',
    );
  });

  it('with no event to come, shows the last one and says it has ended', async () => {
    const { user, db } = await openAdmin('/admin/login');
    await db.events.delete(DEMO_UPCOMING_EVENT_ID);
    await signInAs(user, admin);
    const last = await screen.findByRole('region', { name: 'Last event' });
    expect(last).toHaveTextContent('Monday, 28 July 2025');
    expect(last).toHaveTextContent('ended, no event is coming up');
    expect(screen.queryByRole('region', { name: 'Next event' })).not.toBeInTheDocument();
  });

  it('with no events at all, says what to do next and links to Events', async () => {
    const { user, db } = await openAdmin('/admin/login');
    await db.events.clear();
    await signInAs(user, admin);
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Create one and its sales and check-ins show here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute(
      'href',
      '/admin/dashboard/events',
    );
  });

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
    expect(
      within(section).getByText(
        'A payment that arrives after its seats or coupon are gone will be listed here, with its refund.',
      ),
    ).toBeInTheDocument();
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
