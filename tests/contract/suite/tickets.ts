/**
 * Looking tickets up: new tickets by token, legacy bookings by id.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicBackend } from '@/backend/backend';
import { paymentOf } from './helpers';
import type { ContractContext } from './context';

export function ticketTests(contract: ContractContext): void {
  const { seed, order, pay } = contract;
  describe('tickets', () => {
    let backend: PublicBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend } = contract.current());
    });

    it.each<[string, string]>([
      ['empty', ''],
      ['huge', 'a'.repeat(100_000)],
      ['a path', '../tickets/x'],
      ['with a slash', 'abc/def'],
      ['reserved id', '__name__'],
      ['unicode', 'tökén'],
      ['with spaces', 'abc def'],
      ['well-formed but unknown', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
    ])('getByToken: %s → null', async (_name, token) => {
      await expect(backend.tickets.getByToken(token)).resolves.toBeNull();
    });

    it('getLegacyBooking finds an old booking with its event', async () => {
      const found = await backend.tickets.getLegacyBooking(seed.legacyBookingIds.stag);
      expect(found.kind).toBe('found');
      if (found.kind !== 'found') return;
      expect(found.booking).toMatchObject({
        id: seed.legacyBookingIds.stag,
        eventId: seed.pastEventId,
      });
      expect(found.booking.members?.[0]).toMatchObject({
        name: expect.any(String),
        gender: expect.any(String),
      });
      expect(found.event).toMatchObject({ id: seed.pastEventId, date: '2025-07-28' });
    });

    it('getLegacyBooking returns the booking with a null event when the event is gone', async () => {
      const found = await backend.tickets.getLegacyBooking(seed.legacyBookingIds.orphan);
      expect(found).toMatchObject({ kind: 'found', event: null });
    });

    it.each(['no-such-booking', '', '../bookings/x', 'x'.repeat(500)])(
      'getLegacyBooking(%j) → missing',
      async (id) => {
        await expect(backend.tickets.getLegacyBooking(id)).resolves.toEqual({ kind: 'missing' });
      },
    );

    it('a new booking is not a legacy booking', async () => {
      const ticket = await pay(paymentOf(await backend.checkout.createOrder(order())));
      await expect(backend.tickets.getLegacyBooking(ticket.bookingId)).resolves.toEqual({
        kind: 'missing',
      });
    });
  });
}
