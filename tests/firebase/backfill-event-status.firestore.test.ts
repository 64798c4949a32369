/**
 * `npm run backfill:event-status` against the Firestore emulator (docs/design.md §3.12): events
 * stored before events had a life have no status, so the visitors' query (published only) would
 * miss them until the command stores them as published.
 *
 * Emulator-only: it needs FIRESTORE_EMULATOR_HOST (`npm run test:emulators` sets it); elsewhere
 * it is skipped, saying why.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
} from '../support/firestore-emulator';
import { storedEvent } from '../support/stored-event';
import { runOperator } from './support/run-operator';

describe.skipIf(!firestoreEmulatorHost)(
  `npm run backfill:event-status on the emulator${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  { timeout: 120_000 },
  () => {
    const projectId = freshEmulatorProjectId('event-status');
    const app = initializeApp({ projectId }, projectId);
    const db = () => getFirestore(app);
    const published = () =>
      db()
        .collection('events')
        .where('status', '==', 'published')
        .get()
        .then((snapshot) => snapshot.docs.map((doc) => doc.id).sort());

    afterAll(async () => {
      await deleteApp(app);
    });

    it('publishes events stored without a status, keeps the others, and runs again writing nothing', async () => {
      const { id: _older, ...older } = storedEvent({ id: 'older', date: '2026-12-19' });
      await db().doc('events/older').set(older);
      await db()
        .doc('events/draft')
        .set({ ...older, status: 'draft', salesOpenAt: '' });
      expect(await published()).toEqual([]);

      const dry = runOperator('backfill-event-status', projectId, ['--dry-run']);
      expect(dry.stdout, dry.stderr).toContain('events: 2 read, 1 to update');
      expect(await published()).toEqual([]);

      const run = runOperator('backfill-event-status', projectId, []);
      expect(run.stdout, run.stderr).toContain('events: 2 read, 1 updated');
      expect(await published()).toEqual(['older']);
      expect((await db().doc('events/older').get()).data()).toEqual({
        ...older,
        status: 'published',
        salesOpenAt: '',
      });
      expect((await db().doc('events/draft').get()).data()?.['status']).toBe('draft');

      const again = runOperator('backfill-event-status', projectId, []);
      expect(again.stdout, again.stderr).toContain('events: 2 read, 0 updated');
    });
  },
);
