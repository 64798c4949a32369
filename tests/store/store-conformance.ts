import { describe, expect, it } from 'vitest';
import type { Store } from '@/engine/store';
import { aBooking, anEvent, aPromoCode, aUser } from '../unit/engine/support/fixtures';

/**
 * What every implementation of the engine's Store must do for the flows to behave the same on
 * it (src/engine/store.ts): the in-memory store of the flow tests, the demo's Dexie store and
 * the two Firestore stores (web SDK, Admin SDK). Each test gets a fresh, empty store.
 */
export interface StoreUnderTest {
  store: Store;
  /** Stops whatever the store holds open (a database connection). */
  close?(): Promise<void> | void;
}

export function describeStoreConformance(name: string, open: () => Promise<StoreUnderTest>): void {
  async function withStore(test: (store: Store) => Promise<void>) {
    const opened = await open();
    try {
      await test(opened.store);
    } finally {
      await opened.close?.();
    }
  }

  const read = <T>(store: Store, get: Parameters<Store['transaction']>[0]) =>
    store.transaction(get) as Promise<T>;

  describe(`Store conformance: ${name}`, () => {
    it('reads null for a document that does not exist', () =>
      withStore(async (store) => {
        await expect(store.transaction((tx) => tx.get('users', 'nobody'))).resolves.toBeNull();
      }));

    it('gives back a set document exactly, date-times as the ISO strings that were written', () =>
      withStore(async (store) => {
        const booking = aBooking('booking-1', {
          checkedIn: true,
          checkInTime: '2030-06-20T13:05:07.123Z',
        });
        await store.transaction(async (tx) => tx.set('newbookings', booking.id, booking));
        const back = await store.transaction((tx) => tx.get('newbookings', booking.id));
        expect(back).toEqual(booking);
      }));

    it('keeps null date-times null and leaves out fields that were undefined', () =>
      withStore(async (store) => {
        const booking = { ...aBooking('booking-2'), checkedInBy: undefined };
        await store.transaction(async (tx) => tx.set('newbookings', booking.id, booking));
        const back = await store.transaction((tx) => tx.get('newbookings', booking.id));
        expect(back?.checkInTime).toBeNull();
        expect(back && 'checkedInBy' in back ? back.checkedInBy : undefined).toBeUndefined();
      }));

    it('commits every write of one transaction together', () =>
      withStore(async (store) => {
        await store.transaction(async (tx) => {
          tx.set('users', 'alice', aUser({ uid: 'alice', walletBalance: 10 }));
          tx.set('users', 'bob', aUser({ uid: 'bob', walletBalance: 20 }));
        });
        await store.transaction(async (tx) => {
          const alice = await tx.get('users', 'alice');
          tx.update('users', 'alice', { walletBalance: (alice?.walletBalance ?? 0) + 5 });
          tx.set('events', 'event-1', anEvent({ id: 'event-1' }));
          tx.delete('users', 'bob');
        });
        const [alice, bob, event] = await read<[unknown, unknown, unknown]>(store, async (tx) => [
          await tx.get('users', 'alice'),
          await tx.get('users', 'bob'),
          await tx.get('events', 'event-1'),
        ]);
        expect(alice).toMatchObject({ uid: 'alice', walletBalance: 15 });
        expect(bob).toBeNull();
        expect(event).toMatchObject({ id: 'event-1', sold: 0 });
      }));

    it('writes nothing when the work throws', () =>
      withStore(async (store) => {
        await store.transaction(async (tx) => tx.set('users', 'alice', aUser({ uid: 'alice' })));
        await expect(
          store.transaction(async (tx) => {
            await tx.get('users', 'alice');
            tx.update('users', 'alice', { walletBalance: 999 });
            tx.set('users', 'carol', aUser({ uid: 'carol' }));
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        const [alice, carol] = await read<[{ walletBalance: number } | null, unknown]>(
          store,
          async (tx) => [await tx.get('users', 'alice'), await tx.get('users', 'carol')],
        );
        expect(alice?.walletBalance).toBe(aUser().walletBalance);
        expect(carol).toBeNull();
      }));

    it('replaces a top-level field wholly on update, nested maps included, and keeps the rest', () =>
      withStore(async (store) => {
        const until = '2030-06-20T12:15:00.000Z';
        await store.transaction(async (tx) =>
          tx.set(
            'events',
            'event-1',
            anEvent({ id: 'event-1', holds: { a: { seats: 2, until }, b: { seats: 1, until } } }),
          ),
        );
        await store.transaction(async (tx) => {
          await tx.get('events', 'event-1');
          tx.update('events', 'event-1', { sold: 3, holds: { b: { seats: 1, until } } });
        });
        const event = await store.transaction((tx) => tx.get('events', 'event-1'));
        expect(event?.holds).toEqual({ b: { seats: 1, until } });
        expect(event).toMatchObject({ sold: 3, title: anEvent().title });
      }));

    it('refuses an update of a document that does not exist, writing nothing', () =>
      withStore(async (store) => {
        await expect(
          store.transaction(async (tx) => {
            await tx.get('users', 'ghost');
            tx.set('users', 'alice', aUser({ uid: 'alice' }));
            tx.update('users', 'ghost', { walletBalance: 1 });
          }),
        ).rejects.toThrow();
        await expect(store.transaction((tx) => tx.get('users', 'alice'))).resolves.toBeNull();
      }));

    it('loses no update when two transactions change the same document at once', () =>
      withStore(async (store) => {
        await store.transaction(async (tx) =>
          tx.set('users', 'alice', aUser({ uid: 'alice', walletBalance: 0 })),
        );
        const credit = (amount: number) =>
          store.transaction(async (tx) => {
            const alice = await tx.get('users', 'alice');
            tx.update('users', 'alice', { walletBalance: (alice?.walletBalance ?? 0) + amount });
          });
        await Promise.all([credit(1), credit(10), credit(100)]);
        const alice = await store.transaction((tx) => tx.get('users', 'alice'));
        expect(alice?.walletBalance).toBe(111);
      }));

    it('keys a promo code by the code and gives its id back as the code', () =>
      withStore(async (store) => {
        const code = aPromoCode({ code: 'VIPCONF01', id: 'VIPCONF01' });
        await store.transaction(async (tx) => tx.set('promoCodes', code.code, code));
        await expect(store.transaction((tx) => tx.get('promoCodes', 'VIPCONF01'))).resolves.toEqual(
          code,
        );
      }));

    it('refuses a document id that would address another place (on Firestore a slash reaches another collection)', () =>
      withStore(async (store) => {
        for (const id of ['a/b', '..', '', '__name__']) {
          await expect(store.transaction((tx) => tx.get('users', id))).rejects.toThrow(
            /document id/,
          );
        }
      }));
  });
}
