/**
 * The organisers' dashboard figures.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, expect, it } from 'vitest';
import type { AdminBackend, DoorState } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import { byId, paymentOf } from './helpers';
import type { ContractContext } from './context';

export function statsTests(contract: ContractContext): void {
  const { seed, order, pay } = contract;
  let backend: PublicBackend;
  let office: AdminBackend;
  // The harness is new for each test; the suite's own beforeEach has made it.
  beforeEach(() => {
    ({ backend, office } = contract.current());
  });

  it('summarises check-ins, registrations, events and the wallet', async () => {
    const before = await office.stats.summary();
    expect(before.totalEvents).toBe(2);
    expect(before.walletBalance).toBe(5000);
    const ticket = await pay(
      paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))),
    );
    await office.checkIn.checkIn(byId(ticket.bookingId), seed.upcomingEvent.id);
    const after = await office.stats.summary();
    expect(after.totalMembersRegistered).toBe(before.totalMembersRegistered + 2);
    expect(after.totalCheckIns).toBe(before.totalCheckIns + 2);
  });

  it('gives one event’s tickets, revenue and the door’s own people counts (docs/design.md §14.4)', async () => {
    const eventId = seed.upcomingEvent.id;
    const before = await office.stats.eventFigures(eventId);
    const ticket = await pay(
      paymentOf(await backend.checkout.createOrder(order({ ticket499Count: 2 }))),
    );
    await office.checkIn.checkIn(byId(ticket.bookingId), eventId);
    const after = await office.stats.eventFigures(eventId);
    expect(after.ticketsSold).toBe(before.ticketsSold + 2);
    expect(after.revenue).toBe(before.revenue + 2 * 499);
    expect(after.checkedInPeople).toBe(before.checkedInPeople + 2);
    expect(after.bookedPeople).toBe(before.bookedPeople + 2);
    let stop = () => {};
    const door = await new Promise<DoorState>((resolve, reject) => {
      stop = office.checkIn.watch(eventId, resolve, reject);
    });
    stop();
    expect([after.checkedInPeople, after.bookedPeople]).toEqual([
      door.checkedInPeople,
      door.bookedPeople,
    ]);
  });
}
