/**
 * Seats: capacity at checkout, and the sold and held counts on the event.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { SOLD_OUT_MESSAGE, ticketsLeftMessage } from '@/domain/quantities';
import { rejection, paymentOf, smallEvent } from './helpers';
import type { ContractContext } from './context';

export function capacityTests(contract: ContractContext): void {
  const { order, pay, signInAdmin } = contract;
  describe('capacity', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('refuses more tickets than are left, with a message, and says sold out when full', async () => {
      await signInAdmin();
      const event = await office.events.create(smallEvent(3));
      await expect(
        rejection(
          backend.checkout.createOrder(
            order({ eventId: event.id, ticket499Count: 2, ticket1212Count: 2 }),
          ),
        ),
      ).resolves.toEqual({ code: 'over-capacity', message: ticketsLeftMessage(3) });

      const payment = paymentOf(
        await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 3 })),
      );
      // An unpaid order holds its seats, so nobody can pay for the same last seat.
      await expect(
        rejection(backend.checkout.createOrder(order({ eventId: event.id }))),
      ).resolves.toEqual({ code: 'sold-out', message: SOLD_OUT_MESSAGE });
      await pay(payment);
      await expect(
        rejection(backend.checkout.createOrder(order({ eventId: event.id }))),
      ).resolves.toEqual({ code: 'sold-out', message: SOLD_OUT_MESSAGE });
    });

    it('gives seats back when the checkout is closed', async () => {
      await signInAdmin();
      const event = await office.events.create(smallEvent(2));
      const payment = paymentOf(
        await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 2 })),
      );
      await backend.checkout.abandonOrder(payment.orderId);
      const again = paymentOf(
        await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 2 })),
      );
      // docs/design.md §4.8: the retry holds for the rest of the first window, not a new one.
      expect(again.expiresAt).toBe(payment.expiresAt);
    });

    it('lets unpaid orders hold every unsold seat, with no shared pool', async () => {
      await signInAdmin();
      // docs/design.md §4.8: only each visitor's own holds are limited, not everyone's together.
      const event = await office.events.create(smallEvent(22));
      for (const [email, ticket499Count] of [
        ['first@example.com', 10],
        ['second@example.com', 10],
        ['third@example.com', 2],
      ] as const) {
        paymentOf(
          await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count, email })),
        );
      }
      await expect(
        rejection(
          backend.checkout.createOrder(order({ eventId: event.id, email: 'fourth@example.com' })),
        ),
      ).resolves.toEqual({ code: 'sold-out', message: SOLD_OUT_MESSAGE });
    });
  });
}

export function eventSeatTests(contract: ContractContext): void {
  const { seed, order, pay, signInAdmin } = contract;
  describe('seats on the event', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('counts sold tickets and live holds on the event, for anonymous visitors', async () => {
      await office.auth.signOut();
      const payment = paymentOf(
        await backend.checkout.createOrder(order({ ticket499Count: 2, ticket1212Count: 1 })),
      );
      expect(await backend.events.nextUpcoming()).toMatchObject({ sold: 3 });
      await pay(payment);
      expect(await backend.events.nextUpcoming()).toMatchObject({
        sold: 3,
        remaining: seed.upcomingEvent.capacity - 3,
      });
      await backend.checkout.createOrder(
        order({ ticket499Count: 0, ticket1212Count: 1, couponCode: seed.promoCodes.free }),
      );
      expect(await backend.events.nextUpcoming()).toMatchObject({ sold: 4 });
    });

    it('will not let an event shrink below its sold seats, nor delete an event with bookings', async () => {
      await pay(paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 3 }))));
      const current = await office.events.get(seed.upcomingEvent.id);
      if (!current) throw new Error('the seeded event is missing');
      const { id: _id, ...values } = current;
      await expect(
        rejection(office.events.update(current.id, { ...values, capacity: 2 })),
      ).resolves.toMatchObject({ code: 'invalid-request' });
      await expect(
        office.events.update(current.id, { ...values, capacity: 3 }),
      ).resolves.toMatchObject({
        capacity: 3,
      });
      await expect(rejection(office.events.remove(current.id))).resolves.toMatchObject({
        code: 'conflict',
      });
      await expect(backend.events.nextUpcoming()).resolves.toMatchObject({ remaining: 0 });
    });

    it('offers the first later event with seats once the next one is sold out', async () => {
      await signInAdmin();
      const later = await office.events.create(smallEvent(5));
      await expect(backend.events.nextUpcoming()).resolves.toMatchObject({
        event: { id: seed.upcomingEvent.id },
        following: null,
      });
      await pay(paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))));
      const current = await office.events.get(seed.upcomingEvent.id);
      if (!current) throw new Error('the seeded event is missing');
      const { id: _id, ...values } = current;
      await office.events.update(current.id, { ...values, capacity: 2 });
      await expect(backend.events.nextUpcoming()).resolves.toMatchObject({
        event: { id: seed.upcomingEvent.id },
        remaining: 0,
        following: { event: { id: later.id, title: 'Rooftop Sangeet' }, sold: 0, remaining: 5 },
      });
    });
  });
}
