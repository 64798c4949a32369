/**
 * The organisers' events.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { EVENT_LIFE_MESSAGES } from '@/domain/event-life';
import { EVENT_MESSAGES } from '@/domain/events';
import { EVENT_HAS_BOOKINGS_MESSAGE, capacityBelowSoldMessage } from '@/domain/seats';
import { inDays, rejection, paymentOf, smallEvent } from './helpers';
import type { ContractContext } from './context';

export function eventTests(contract: ContractContext): void {
  const { order, pay, signInAdmin } = contract;
  describe('events', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('creates, updates and deletes an event', async () => {
      await signInAdmin();
      const created = await office.events.create(smallEvent(50));
      expect(created).toMatchObject({ ...smallEvent(50), id: expect.any(String) });
      const updated = await office.events.update(created.id, {
        ...smallEvent(80),
        title: 'Bigger Sangeet',
      });
      expect(updated).toMatchObject({ id: created.id, title: 'Bigger Sangeet', capacity: 80 });
      await expect(office.events.get(created.id)).resolves.toEqual(updated);
      await office.events.remove(created.id);
      await expect(office.events.get(created.id)).resolves.toBeNull();
    });

    it('lists seats taken, keeps capacity above them and refuses to delete a booked event', async () => {
      await signInAdmin();
      const event = await office.events.create(smallEvent(5));
      const listed = async () => (await office.events.list()).find((e) => e.id === event.id);
      expect(await listed()).toEqual({ ...event, sold: 0 });

      await pay(
        paymentOf(
          await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 2 })),
        ),
      );
      // An unpaid order's hold counts too: those seats are being paid for.
      paymentOf(
        await backend.checkout.createOrder(order({ eventId: event.id, ticket499Count: 1 })),
      );
      expect((await listed())?.sold).toBe(3);

      await expect(rejection(office.events.update(event.id, smallEvent(2)))).resolves.toEqual({
        code: 'invalid-request',
        message: capacityBelowSoldMessage(3),
      });
      await expect(office.events.update(event.id, smallEvent(3))).resolves.toMatchObject({
        capacity: 3,
      });
      await expect(rejection(office.events.remove(event.id))).resolves.toEqual({
        code: 'conflict',
        message: EVENT_HAS_BOOKINGS_MESSAGE,
      });
      expect(await listed()).toMatchObject({ capacity: 3, sold: 3 });
    });

    it('refuses an event dated in the past, created or moved there (docs/design.md §9.10)', async () => {
      await signInAdmin();
      const booked = await office.events.create(smallEvent(5));
      await pay(
        paymentOf(
          await backend.checkout.createOrder(order({ eventId: booked.id, ticket499Count: 1 })),
        ),
      );
      const past = inDays(-30);
      await expect(
        rejection(office.events.update(booked.id, { ...smallEvent(5), date: past })),
      ).resolves.toEqual({ code: 'invalid-request', message: EVENT_LIFE_MESSAGES.dateInPast });
      await expect(office.events.get(booked.id)).resolves.toMatchObject({ date: booked.date });

      const unbooked = await office.events.create(smallEvent(5));
      await expect(
        rejection(office.events.update(unbooked.id, { ...smallEvent(5), date: past })),
      ).resolves.toEqual({ code: 'invalid-request', message: EVENT_LIFE_MESSAGES.dateInPast });
      await expect(
        rejection(office.events.create({ ...smallEvent(5), date: past })),
      ).resolves.toEqual({ code: 'invalid-request', message: EVENT_LIFE_MESSAGES.dateInPast });
    });

    it('refuses an event whose end is not after its start', async () => {
      await signInAdmin();
      await expect(
        rejection(
          office.events.create({ ...smallEvent(10), startTime: '19:00', endTime: '18:00' }),
        ),
      ).resolves.toEqual({ code: 'invalid-request', message: EVENT_MESSAGES.endNotAfterStart });
    });

    it('refuses an http:// poster, which the https site would show broken (docs/design.md §9.10)', async () => {
      await signInAdmin();
      const event = await office.events.create(smallEvent(10));
      const http = { ...smallEvent(10), imageUrl: 'http://example.com/poster.png' };
      const refused = { code: 'invalid-request', message: EVENT_MESSAGES.imageUrlInvalid };
      await expect(rejection(office.events.create(http))).resolves.toEqual(refused);
      await expect(rejection(office.events.update(event.id, http))).resolves.toEqual(refused);
      await expect(office.events.get(event.id)).resolves.toMatchObject({ imageUrl: '' });
    });

    it('refuses an invalid event and an update of a missing one', async () => {
      await signInAdmin();
      const error = await rejection(office.events.create({ ...smallEvent(10), title: '  ' }));
      expect(error.code).toBe('invalid-request');
      const missing = await rejection(office.events.update('no-such-event', smallEvent(10)));
      expect(missing.code).toBe('not-found');
    });
  });
}
