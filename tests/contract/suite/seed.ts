/**
 * What the seeded data holds, as every adapter's harness describes it (ContractSeed).
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { inDays } from './helpers';
import type { ContractContext } from './context';

export function seedTests(contract: ContractContext): void {
  const { seed, signInAdmin } = contract;
  describe('seed', () => {
    let backend: PublicBackend;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ backend, office } = contract.current());
    });

    it('sells the featured party as the next upcoming event, with all seats free', async () => {
      const next = await backend.events.nextUpcoming();
      expect(next).not.toBeNull();
      expect(next?.event).toMatchObject({
        id: seed.upcomingEvent.id,
        title: seed.upcomingEvent.title,
        startTime: '18:00',
        endTime: '22:00',
        location: seed.upcomingEvent.location,
        price: 499,
        capacity: 200,
        imageUrl: '/media/poster.webp',
      });
      expect((next?.event.date ?? '') >= inDays(6)).toBe(true);
      expect(next).toMatchObject({ sold: 0, remaining: 200 });
    });

    it('keeps the 28 July 2025 party as a past event, events sorted by date', async () => {
      const events = await office.events.list();
      expect(events.map((event) => event.id)).toEqual([seed.pastEventId, seed.upcomingEvent.id]);
      expect(events[0]).toMatchObject({
        date: '2025-07-28',
        startTime: '18:00',
        endTime: '22:00',
      });
      // Its legacy bookings hold seats; the upcoming party has sold none yet.
      expect(events.map((event) => event.sold > 0)).toEqual([true, false]);
      const past = await office.events.get(seed.pastEventId);
      expect(past && { ...past, sold: events[0]?.sold }).toEqual(events[0]);
      expect(await office.events.get('no-such-event')).toBeNull();
    });

    it('has the four promo codes, newest first', async () => {
      const codes = await office.promoCodes.list();
      expect(codes.map((promo) => promo.code)).toEqual([
        seed.promoCodes.free,
        seed.promoCodes.half,
        seed.promoCodes.used,
        seed.promoCodes.inactive,
      ]);
      expect(
        codes.map((p) => [p.discountPercentage, p.attendeeLimit, p.isActive, p.redeemed, p.usedBy]),
      ).toEqual([
        [100, 20, true, false, []],
        [50, 2, true, false, []],
        [25, 1, false, true, ['someone@example.com']],
        [10, 1, false, false, []],
      ]);
    });

    it('has an admin with a wallet and incoming payments, newest first', async () => {
      const user = await signInAdmin();
      expect(user).toMatchObject({ email: seed.admin.email, isAdmin: true });
      expect(await office.wallet.balance()).toBe(5000);
      const incoming = await office.transactions.incoming();
      expect(incoming.length).toBeGreaterThanOrEqual(3);
      expect(incoming.every((t) => t.toId === user.uid && t.amount > 0 && t.fromEmail)).toBe(true);
      const times = incoming.map((t) => t.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('has legacy bookings of the past party, some checked in, one duo', async () => {
      const { legacy } = await office.registrations.list();
      expect(legacy.every((b) => b.eventId !== seed.upcomingEvent.id)).toBe(true);
      expect(legacy.some((b) => b.attendees === 'duo')).toBe(true);
      expect(legacy.filter((b) => b.checkedIn === true).length).toBeGreaterThanOrEqual(2);
    });
  });
}
