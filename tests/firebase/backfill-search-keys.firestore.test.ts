/**
 * `npm run backfill:search-keys` end to end against the Firestore emulator (docs/design.md §16.3):
 * bookings and legacy bookings written without search keys, as the previous site and bookings
 * from before the backend search left them, then the command as an operator runs it.
 *
 * Emulator-only: it needs FIRESTORE_EMULATOR_HOST (`npm run test:emulators` sets it); elsewhere
 * it is skipped, saying why.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableBooking, searchableLegacyBooking } from '@/engine/reads/registrations';
import type { BookingDoc, LegacyBookingDoc } from '@/engine/collections';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
} from '../support/firestore-emulator';
import { runOperator } from './support/run-operator';

// More than one page of the script's 500, so paging and a second batch are exercised.
const NEW_BOOKINGS = 503;

const newBooking = (i: number) => {
  const n = String(i).padStart(4, '0');
  return {
    id: `SV-OLD${n}`,
    email: `buyer${n}@example.com`,
    name: i % 2 === 0 ? `Asha Rao ${n}` : null,
    eventId: 'sangeet-2025',
    createdAt: `2025-05-01T10:${n.slice(0, 2)}:${n.slice(2)}.000Z`,
    status: 'confirmed',
    checkedIn: i % 5 === 0,
  };
};

const legacyBookings = [
  // The older site wrote no checkedIn on a booking nobody scanned.
  { id: 'legacy-01', email: 'ravi@example.com', name: 'Ravi Kumar', partnerName: 'Meera' },
  { id: 'legacy-02', email: 'zoya@example.com', name: 'Zoya Khan', checkedIn: true },
  { id: 'legacy-03', email: 'dev@example.com', members: [{ name: 'Dev Shah' }] },
].map((doc) => ({ ...doc, eventId: 'sangeet-2024', createdAt: '2024-05-01T10:00:00.000Z' }));

describe.skipIf(!firestoreEmulatorHost)(
  `npm run backfill:search-keys on the emulator${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  { timeout: 120_000 },
  () => {
    const projectId = freshEmulatorProjectId('backfill');
    const app = initializeApp({ projectId }, projectId);
    const db = () => getFirestore(app);

    function backfill(...args: string[]) {
      const run = runOperator('backfill-search-keys', projectId, args);
      expect(run.status, run.stderr).toBe(0);
      return run.stdout;
    }

    async function stored(collection: string): Promise<Map<string, DocumentData>> {
      const snapshot = await db().collection(collection).get();
      return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
    }

    beforeAll(async () => {
      const bookings = Array.from({ length: NEW_BOOKINGS }, (_, i) => newBooking(i + 1));
      for (let start = 0; start < bookings.length; start += 400) {
        const batch = db().batch();
        for (const { id, ...doc } of bookings.slice(start, start + 400)) {
          batch.set(db().doc(`newbookings/${id}`), doc);
        }
        await batch.commit();
      }
      // One already right (a booking the fulfil flow wrote), one with keys of an older rule.
      const { id: rightId, ...right } = searchableBooking(
        newBooking(9001) as unknown as BookingDoc,
      );
      await db().doc(`newbookings/${rightId}`).set(right);
      await db()
        .doc('newbookings/SV-OLD0001')
        .update({ searchKeys: ['stale'] });
      for (const { id, ...doc } of legacyBookings) await db().doc(`bookings/${id}`).set(doc);
    });

    afterAll(async () => {
      await deleteApp(app);
    });

    it('with --dry-run, counts what it would write and writes nothing', async () => {
      const before = await stored('newbookings');
      const out = backfill('--dry-run');
      expect(out).toContain('dry run: nothing written');
      expect(out).toContain(`newbookings: ${NEW_BOOKINGS + 1} read, ${NEW_BOOKINGS} to update`);
      expect(out).toContain('bookings: 3 read, 3 to update');
      expect(await stored('newbookings')).toEqual(before);
      expect((await stored('bookings')).get('legacy-01')).not.toHaveProperty('searchKeys');
    });

    it('gives each booking the engine’s keys and leaves the rest of it; a second run writes nothing', async () => {
      const out = backfill();
      expect(out).toContain(`newbookings: ${NEW_BOOKINGS + 1} read, ${NEW_BOOKINGS} updated`);
      expect(out).toContain('bookings: 3 read, 3 updated');

      const bookings = await stored('newbookings');
      expect(bookings.size).toBe(NEW_BOOKINGS + 1);
      for (const [id, doc] of bookings) {
        const { id: _id, ...wanted } = searchableBooking({ ...doc, id } as BookingDoc);
        expect(doc).toEqual(wanted);
      }
      expect(bookings.get('SV-OLD0005')).toMatchObject({ checkedIn: true, status: 'confirmed' });
      expect(bookings.get('SV-OLD0002')?.['searchKeys']).toEqual(
        expect.arrayContaining(['rao', 'asha', 'buyer0002@', 'example.c', 'sv-old0002', 'old0']),
      );

      const legacy = await stored('bookings');
      for (const [id, doc] of legacy) {
        const { id: _id, ...wanted } = searchableLegacyBooking({ ...doc, id } as LegacyBookingDoc);
        expect(doc).toEqual(wanted);
      }
      expect(legacy.get('legacy-01')).toMatchObject({ checkedIn: false });
      expect(legacy.get('legacy-01')?.['searchKeys']).toContain('meera');
      expect(legacy.get('legacy-02')).toMatchObject({ checkedIn: true });
      expect(legacy.get('legacy-03')?.['searchKeys']).toContain('shah');

      // What Registered Users asks Firestore now finds them.
      const found = await db()
        .collection('bookings')
        .where('searchKeys', 'array-contains', 'meera')
        .get();
      expect(found.docs.map((doc) => doc.id)).toEqual(['legacy-01']);

      const again = backfill();
      expect(again).toContain(`newbookings: ${NEW_BOOKINGS + 1} read, 0 updated`);
      expect(again).toContain('bookings: 3 read, 0 updated');
    });
  },
);
