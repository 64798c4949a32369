/**
 * `npm run backfill:expiry` end to end against the Firestore emulator (docs/design.md §3.11):
 * records that only grow, stored as the flows wrote them before they carried an expiry, then the
 * command as an operator runs it.
 *
 * Emulator-only: it needs FIRESTORE_EMULATOR_HOST (`npm run test:emulators` sets it); elsewhere
 * it is skipped, saying why.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeForFirestore } from '@/backend/firebase-common/codec';
import type { CollectionName, Collections } from '@/engine/collections';
import { adminTimestamps } from '../../functions/src/admin-store';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
} from '../support/firestore-emulator';
import { anAdmissionLineAsStored, anOrderAsStored } from '../support/stored-before-expiry';
import { runOperator } from './support/run-operator';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (iso: string, days: number) => Date.parse(iso) + days * DAY_MS;

const CREATED = '2026-05-01T10:00:00.000Z';

/** Today's stored shapes (codec-encoded, as the stores wrote them), with no expiry. */
const BEFORE: { [C in CollectionName]?: Collections[C][] } = {
  orders: [
    anOrderAsStored({ id: 'closed', status: 'abandoned', abandonedAt: '2026-05-01T10:05:00.000Z' }),
    anOrderAsStored({
      id: 'paid',
      status: 'fulfilled',
      paymentId: 'pay_1',
      bookingId: 'SV-AB12CD',
    }),
    anOrderAsStored({ id: 'refunded', status: 'refundDue', paymentId: 'pay_2' }),
    anOrderAsStored({ id: 'pending', status: 'pending' }),
  ],
  visitorHolds: [{ id: 'holdsKey', holds: {} }],
  contactCounts: [{ id: 'countKey', day: '2026-05-01', count: 2 }],
  webhookEvents: [{ id: 'evt_1', event: 'order.paid', receivedAt: CREATED, processedAt: null }],
  scanLog: [anAdmissionLineAsStored('2026-05-02T20:00:00.000Z')],
};

const MAIL = { to: 'asha@example.com', message: { subject: 'Your ticket' }, bookingId: null };

describe.skipIf(!firestoreEmulatorHost)(
  `npm run backfill:expiry on the emulator${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  { timeout: 120_000 },
  () => {
    const projectId = freshEmulatorProjectId('backfill-expiry');
    const app = initializeApp({ projectId }, projectId);
    const db = () => getFirestore(app);

    function backfill(...args: string[]) {
      const run = runOperator('backfill-expiry', projectId, args);
      expect(run.status, run.stderr).toBe(0);
      return run.stdout;
    }

    const read = async (path: string): Promise<DocumentData | undefined> =>
      (await db().doc(path).get()).data();
    const expiryOf = async (path: string) => read(path).then((doc) => doc?.['expireAt']);

    beforeAll(async () => {
      for (const [collection, docs] of Object.entries(BEFORE)) {
        for (const doc of docs) {
          const { id } = doc as { id: string };
          const data = encodeForFirestore(collection as CollectionName, doc, adminTimestamps);
          await db().doc(`${collection}/${id}`).set(data);
        }
      }
      const mailAt = Timestamp.fromDate(new Date('2026-05-01T10:00:00.000Z'));
      const picked = Timestamp.fromDate(new Date('2026-05-01T10:00:05.000Z'));
      await db()
        .doc('mail/delivered')
        .set({ ...MAIL, createdAt: mailAt, delivery: { state: 'SUCCESS', startTime: picked } });
      await db()
        .doc('mail/waiting')
        .set({ ...MAIL, createdAt: mailAt });
    });

    afterAll(async () => {
      await deleteApp(app);
    });

    it('with --dry-run, counts what it would write and writes nothing', async () => {
      const out = backfill('--dry-run');
      expect(out).toContain('orders: 4 read, 1 to expire');
      expect(out).toContain('mail: 2 read, 1 to expire');
      expect(await expiryOf('orders/closed')).toBeUndefined();
    });

    it('gives each growing record its flow’s expiry as a Timestamp, and nothing kept one', async () => {
      const out = backfill();
      expect(out).toContain('orders: 4 read, 1 given an expiry');
      for (const collection of ['visitorHolds', 'contactCounts', 'webhookEvents', 'scanLog']) {
        expect(out).toContain(`${collection}: 1 read, 1 given an expiry`);
      }

      const closed = (await expiryOf('orders/closed')) as Timestamp;
      expect(closed).toBeInstanceOf(Timestamp);
      expect(closed.toMillis()).toBe(daysAfter('2026-05-01T10:05:00.000Z', 30));
      for (const kept of ['paid', 'refunded', 'pending']) {
        expect(await read(`orders/${kept}`), kept).not.toHaveProperty('expireAt');
      }
      expect(((await expiryOf('scanLog/lineOne')) as Timestamp).toMillis()).toBe(
        daysAfter('2026-05-02T20:00:00.000Z', 180),
      );
      expect(((await expiryOf('webhookEvents/evt_1')) as Timestamp).toMillis()).toBe(
        daysAfter(CREATED, 30),
      );
      // The end of 1 May in India, plus two days.
      expect(((await expiryOf('contactCounts/countKey')) as Timestamp).toDate().toISOString()).toBe(
        '2026-05-03T18:30:00.000Z',
      );
      expect(await expiryOf('visitorHolds/holdsKey')).toBeInstanceOf(Timestamp);
      // A month after the extension picked it up, where the extension writes it.
      const delivered = await read('mail/delivered');
      expect(
        (delivered?.['delivery'] as { expireAt: Timestamp }).expireAt.toDate().toISOString(),
      ).toBe('2026-06-01T10:00:05.000Z');
      expect(delivered?.['delivery']).toMatchObject({ state: 'SUCCESS' });
      expect(await read('mail/waiting')).not.toHaveProperty('delivery');
    });

    it('writes nothing on a second run', async () => {
      const out = backfill();
      for (const collection of ['orders', 'visitorHolds', 'contactCounts', 'scanLog', 'mail']) {
        expect(out).toMatch(new RegExp(`${collection}: \\d+ read, 0 given an expiry`));
      }
    });
  },
);
