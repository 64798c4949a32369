/**
 * Every organisers' operation refused to anyone who is not a signed-in organiser.
 * One area of the Backend contract (../backend-contract.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import { byId, rejection, smallEvent } from './helpers';
import type { ContractHarness } from './harness';
import type { ContractContext } from './context';

export function permissionTests(contract: ContractContext): void {
  const { seed, signInAdmin } = contract;
  describe('sessions and permissions', () => {
    let harness: ContractHarness;
    let office: AdminBackend;
    // The harness is new for each test; the suite's own beforeEach has made it.
    beforeEach(() => {
      ({ harness, office } = contract.current());
    });

    // Every operation of the organisers' half, called straight on the port with harmless
    // arguments: the adapter itself must refuse each one, not only the admin screens.
    const adminOperations: Array<[string, (office: AdminBackend) => Promise<unknown>]> = [
      ['events.list', (o) => o.events.list()],
      ['events.get', (o) => o.events.get(seed.upcomingEvent.id)],
      ['events.create', (o) => o.events.create(smallEvent(10))],
      ['events.update', (o) => o.events.update(seed.upcomingEvent.id, smallEvent(300))],
      ['events.remove', (o) => o.events.remove(seed.upcomingEvent.id)],
      [
        'checkIn.checkIn',
        (o) => o.checkIn.checkIn(byId(seed.legacyBookingIds.stagMembers), seed.pastEventId),
      ],
      ['checkIn.undo', (o) => o.checkIn.undo(seed.legacyBookingIds.stag)],
      ['checkIn.search', (o) => o.checkIn.search(seed.pastEventId, seed.admin.email)],
      ['checkIn.scanLog', (o) => o.checkIn.scanLog(seed.pastEventId)],
      [
        'checkIn.watch',
        (o) =>
          new Promise((resolve, reject) => {
            const stop = o.checkIn.watch(
              seed.pastEventId,
              (state) => {
                stop();
                resolve(state);
              },
              reject,
            );
          }),
      ],
      [
        'checkIn.watchConflicts',
        (o) =>
          new Promise((resolve, reject) => {
            const stop = o.checkIn.watchConflicts(
              seed.pastEventId,
              (conflicts) => {
                stop();
                resolve(conflicts);
              },
              reject,
            );
          }),
      ],
      ['checkIn.history', (o) => o.checkIn.history(seed.pastEventId)],
      ['promoCodes.list', (o) => o.promoCodes.list()],
      [
        'promoCodes.create',
        (o) =>
          o.promoCodes.create({
            code: 'VIPSNEAKY1',
            discountPercentage: 100,
            attendeeLimit: 20,
            usedFor: 'Stag',
          }),
      ],
      ['promoCodes.remove', (o) => o.promoCodes.remove(seed.promoCodes.free)],
      ['registrations.list', (o) => o.registrations.list()],
      [
        'registrations.list (next page)',
        (o) => o.registrations.list({ after: { bookings: '["2025-01-01","x"]', legacy: null } }),
      ],
      ['wallet.balance', (o) => o.wallet.balance()],
      ['wallet.topUp', (o) => o.wallet.topUp(seed.guest.email, 100_000)],
      ['wallet.accountsAmong', (o) => o.wallet.accountsAmong([seed.guest.email])],
      ['transactions.incoming', (o) => o.transactions.incoming()],
      ['stats.summary', (o) => o.stats.summary()],
      ['stats.eventFigures', (o) => o.stats.eventFigures(seed.upcomingEvent.id)],
      ['contactMessages.list', (o) => o.contactMessages.list()],
      ['mail.list', (o) => o.mail.list()],
      ...(seed.resettable
        ? [
            ['resetDemoData', (o: AdminBackend) => o.resetDemoData!()] as [
              string,
              (o: AdminBackend) => Promise<unknown>,
            ],
          ]
        : []),
    ];

    async function nothingChanged() {
      await signInAdmin();
      const codes = (await office.promoCodes.list()).map((p) => p.code);
      expect(codes).toContain(seed.promoCodes.free);
      expect(codes).not.toContain('VIPSNEAKY1');
      await expect(office.events.get(seed.upcomingEvent.id)).resolves.toMatchObject({
        capacity: seed.upcomingEvent.capacity,
      });
      const stag = (await office.registrations.list()).legacy.find(
        (b) => b.id === seed.legacyBookingIds.stag,
      );
      expect(stag?.checkedIn).toBe(true);
      expect(stag).toBeDefined();
    }

    it.each(adminOperations)('%s is refused when nobody is signed in', async (_name, call) => {
      await office.auth.signOut();
      const error = await rejection(call(office));
      expect(error).toEqual({ code: 'unauthenticated', message: expect.any(String) });
      await nothingChanged();
    });

    it.each(adminOperations)(
      '%s is refused for a signed-in user who is not an admin',
      async (_name, call) => {
        // An organiser whose rights are taken away while signed in: the session stays, the
        // rights do not.
        await harness.setAdmin(seed.admin.uid, false);
        const error = await rejection(call(office));
        expect(error).toEqual({ code: 'permission-denied', message: expect.any(String) });
        await harness.setAdmin(seed.admin.uid, true);
        await nothingChanged();
      },
    );

    it.each(adminOperations)(
      '%s is refused to door staff of another event',
      async (name, call) => {
        // Door staff of the upcoming party only (docs/design.md §6.1): every organiser operation,
        // and the door of the past party, refused by the adapter itself.
        await harness.makeDoorStaff(seed.admin.uid, [seed.upcomingEvent.id]);
        const error = await rejection(call(office));
        // The door of another event is refused for that event alone: the session holds.
        const code = name.startsWith('checkIn.') ? 'not-assigned' : 'permission-denied';
        expect(error).toEqual({ code, message: expect.any(String) });
        await harness.setAdmin(seed.admin.uid, true);
        await nothingChanged();
      },
    );

    it('lets door staff work the door of their own event, and list only it', async () => {
      await harness.makeDoorStaff(seed.admin.uid, [seed.upcomingEvent.id]);
      await expect.poll(() => office.auth.currentUser()?.access?.role).toBe('door');
      const events = await office.checkIn.events();
      expect(events.map((event) => event.id)).toEqual([seed.upcomingEvent.id]);
      await expect(office.checkIn.history(seed.upcomingEvent.id)).resolves.toEqual(
        expect.any(Array),
      );
      await expect(office.checkIn.scanLog(seed.upcomingEvent.id)).resolves.toEqual(
        expect.any(Array),
      );
      await harness.setAdmin(seed.admin.uid, true);
    });

    it('names the signed-in organiser, and no one after sign-out', async () => {
      expect(office.auth.currentUser()).toMatchObject({ email: seed.admin.email, isAdmin: true });
      await office.auth.signOut();
      expect(office.auth.currentUser()).toBeNull();
    });
  });
}
