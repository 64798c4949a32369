import { describe, expect, it } from 'vitest';
import { LEAD_GUEST_NAME_INVALID_MESSAGE } from '@/domain/lead-guest-name';
import { createOrder } from '@/engine/flows/create-order';
import { confirmPayment } from '@/engine/flows/fulfil-order';
import { searchDoor, type ReadEventBookings } from '@/engine/reads/door';
import type { TestWorld } from './support/seeded-store';
import { EVENT_ID, aPromoCode, anEvent, orderRequest } from './support/fixtures';
import { TEST_SECRET, confirmationFor, startPaidOrder } from './support/payments';
import { expectRefusedWritingNothing, testWorld } from './support/seeded-store';

// docs/design.md §9.14: the lead guest's name travels from the form to the order, the booking,
// its ticket and its e-mail; without one, every document is the shape it always was.

function world(): TestWorld {
  return testWorld({
    events: [anEvent()],
    promoCodes: [aPromoCode({ code: 'VIPFREE001', discountPercentage: 100 })],
  });
}

/** The door's I/O over the world's store, as an adapter would read it. */
const readFrom =
  ({ store }: TestWorld): ReadEventBookings =>
  async (eventId) => ({
    bookings: store.all('newbookings').filter((booking) => booking.eventId === eventId),
    legacy: [],
  });

describe('the lead guest’s name on a booking', () => {
  it('a paid order keeps the name, and the booking, ticket and e-mail carry it', async () => {
    const w = world();
    const order = await startPaidOrder(w.env, 'order_N1', { name: '  Priya Sharma ' });
    expect(w.store.peek('orders', order.id)).toMatchObject({ name: 'Priya Sharma' });

    const ticket = await confirmPayment(
      w.env,
      await confirmationFor(order.id, 'order_N1', 'pay_N1'),
      TEST_SECRET,
    );
    expect(ticket.name).toBe('Priya Sharma');
    expect(w.store.peek('tickets', ticket.token)).toMatchObject({ name: 'Priya Sharma' });
    expect(w.store.peek('newbookings', ticket.bookingId)).toMatchObject({ name: 'Priya Sharma' });
    const [mail] = w.store.all('mail');
    expect(mail?.message.text).toContain('Guest: Priya Sharma');
  });

  it('a free booking carries it too, and the door finds it by part of the name', async () => {
    const w = world();
    const outcome = await createOrder(w.env, {
      request: orderRequest({ couponCode: 'VIPFREE001', name: 'Priya Sharma' }),
      providerOrderId: null,
    });
    if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
    expect(outcome.ticket.name).toBe('Priya Sharma');
    const booking = w.store.peek('newbookings', outcome.ticket.bookingId);
    expect(booking?.name).toBe('Priya Sharma');

    const found = await searchDoor(readFrom(w), EVENT_ID, 'priya SHAR');
    expect(found).toMatchObject([
      { bookingId: outcome.ticket.bookingId, name: 'Priya Sharma', checkedIn: false },
    ]);
  });

  it.each([undefined, null, '', '   '])('name %j writes no name anywhere', async (name) => {
    const w = world();
    const outcome = await createOrder(w.env, {
      request: orderRequest({ couponCode: 'VIPFREE001', name }),
      providerOrderId: null,
    });
    if (outcome.kind !== 'fulfilled') throw new Error('expected a free booking');
    for (const doc of [
      outcome.ticket,
      w.store.peek('tickets', outcome.ticket.token),
      w.store.peek('newbookings', outcome.ticket.bookingId),
      ...w.store.all('orders'),
    ]) {
      expect(doc).not.toHaveProperty('name');
    }
    expect(w.store.all('mail')[0]?.message.text).not.toContain('Guest:');
  });

  it('refuses a name with markup or control characters, writing nothing', async () => {
    const w = world();
    await expectRefusedWritingNothing(
      w,
      () =>
        createOrder(w.env, {
          request: orderRequest({ name: '<script>x</script>' }),
          providerOrderId: 'order_N2',
        }),
      'invalid-request',
      LEAD_GUEST_NAME_INVALID_MESSAGE,
    );
  });
});
