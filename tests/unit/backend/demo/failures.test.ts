import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { COUPON_FAILED_MESSAGE } from '@/domain/coupons';
import { ORDER_FAILED_MESSAGE } from '@/domain/orders';
import { demoHarness, type DemoHarness } from './demo-harness';

describe('when IndexedDB fails', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  it('each call rejects with the message its screen shows (docs/product-spec.md §8)', async () => {
    harness = await demoHarness();
    const { backend } = harness;
    backend.close();
    const cases: Array<[Promise<unknown>, string]> = [
      [backend.events.list(), 'Failed to fetch events.'],
      [backend.events.nextUpcoming(), 'Failed to fetch events.'],
      [backend.promoCodes.list(), 'Failed to fetch promocodes.'],
      [backend.promoCodes.remove('VIPHALF50'), 'Failed to delete promocode.'],
      [backend.registrations.list(), 'Failed to fetch registered users.'],
      [backend.transactions.incoming(), 'Failed to fetch transactions.'],
      [backend.stats.summary(), 'Failed to fetch summary data.'],
      [backend.stats.eventFigures(DEMO_UPCOMING_EVENT_ID), 'Failed to fetch summary data.'],
      [backend.wallet.balance(), 'Failed to fetch user wallet'],
      [backend.wallet.topUp(DEMO_ADMIN_ACCOUNT.email, 10), 'Failed to top up wallet.'],
      [
        backend.checkIn.checkIn({ kind: 'bookingId', bookingId: 'booking-1' }, null),
        'Failed to check in user.',
      ],
      [backend.checkIn.search(DEMO_UPCOMING_EVENT_ID, 'asha'), 'Failed to check in user.'],
      [backend.checkIn.history(DEMO_UPCOMING_EVENT_ID), 'Failed to fetch event or check-ins.'],
      [backend.tickets.getByToken('AAAAAAAAAAAAAAAAAAAAAAAA'), 'Failed to load ticket.'],
      [backend.tickets.getLegacyBooking('legacy-stag-1'), 'Failed to load ticket details'],
      [
        backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password),
        'Login failed. Please try again.',
      ],
      [
        backend.checkout.createOrder({
          eventId: DEMO_UPCOMING_EVENT_ID,
          ticket499Count: 1,
          ticket1212Count: 0,
          couponCode: null,
          email: 'asha@example.com',
        }),
        ORDER_FAILED_MESSAGE,
      ],
    ];
    for (const [call, message] of cases) {
      await expect(call).rejects.toMatchObject({ name: 'BackendError', code: 'unknown', message });
    }
    await expect(
      backend.checkout.previewCoupon('VIPHALF50', { ticket499Count: 0, ticket1212Count: 1 }),
    ).resolves.toEqual({ ok: false, message: COUPON_FAILED_MESSAGE });
  });
});
