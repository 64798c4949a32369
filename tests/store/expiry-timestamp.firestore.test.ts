import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  Timestamp as AdminTimestamp,
} from 'firebase-admin/firestore';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdminStore } from '../../functions/src/admin-store';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
} from '../support/firestore-emulator';
import type { Store } from '@/engine/store';
import { openWebStoreOnEmulator } from './web-store-on-emulator';

// docs/design.md §3.11: a TTL policy acts only on a Timestamp, so both Firebase stores write the
// engine's ISO `expireAt` as one, and `null` (a paid order) as null.

const EXPIRE_AT = '2030-07-01T06:30:00.000Z';

const RECORDS = [
  ['visitorHolds', 'holdsKey0000000001', { id: 'holdsKey0000000001', holds: {} }],
  [
    'contactCounts',
    'countKey0000000001',
    { id: 'countKey0000000001', day: '2030-06-01', count: 1 },
  ],
  [
    'webhookEvents',
    'evt_expiry_1',
    { id: 'evt_expiry_1', event: 'order.paid', receivedAt: EXPIRE_AT, processedAt: null },
  ],
] as const;

interface Opened {
  store: Store;
  /** The stored document as its SDK reads it, no codec between. */
  raw(collection: string, id: string): Promise<Record<string, unknown> | undefined>;
  /** That SDK's Timestamp class. */
  Timestamp: abstract new (...args: never[]) => { toDate(): Date };
  close(): Promise<void>;
}

function describeExpiry(name: string, open: () => Promise<Opened>) {
  describe(name, () => {
    const opened = open();
    afterAll(async () => (await opened).close());

    it.each(RECORDS)(
      'stores %s.expireAt as a Timestamp and reads it back as ISO',
      async (collection, id, data) => {
        const { store, raw, Timestamp: SdkTimestamp } = await opened;
        await store.transaction(async (tx) => {
          tx.set(collection, id, { ...data, expireAt: EXPIRE_AT } as never);
        });
        const expireAt = (await raw(collection, id))?.['expireAt'];
        expect(expireAt).toBeInstanceOf(SdkTimestamp);
        expect((expireAt as { toDate(): Date }).toDate().toISOString()).toBe(EXPIRE_AT);
        const read = await store.transaction((tx) => tx.get(collection, id));
        expect(read).toMatchObject({ expireAt: EXPIRE_AT });
      },
    );

    it('takes an order’s expiry back as null when it is paid', async () => {
      const { store, raw } = await opened;
      await store.transaction(async (tx) => {
        tx.set('orders', 'orderExpiry00000001', {
          id: 'orderExpiry00000001',
          status: 'abandoned',
          expireAt: EXPIRE_AT,
        } as never);
      });
      expect((await raw('orders', 'orderExpiry00000001'))?.['expireAt']).not.toBeNull();
      await store.transaction(async (tx) => {
        tx.update('orders', 'orderExpiry00000001', { status: 'fulfilled', expireAt: null });
      });
      expect((await raw('orders', 'orderExpiry00000001'))?.['expireAt']).toBeNull();
    });
  });
}

describe.skipIf(!firestoreEmulatorHost)(
  `expireAt on Firestore${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  () => {
    describeExpiry('Admin SDK store', async () => {
      const projectId = freshEmulatorProjectId('expiry-admin');
      const app = initializeAdminApp({ projectId }, projectId);
      const db = getAdminFirestore(app);
      return {
        store: createAdminStore(db),
        raw: async (collection, id) => (await db.doc(`${collection}/${id}`).get()).data(),
        Timestamp: AdminTimestamp,
        close: () => deleteAdminApp(app),
      };
    });

    describeExpiry('web SDK store', async () => {
      const { store, db, close } = await openWebStoreOnEmulator('expiry-web');
      return {
        store,
        raw: async (collection, id) => (await getDoc(doc(db, collection, id))).data(),
        Timestamp,
        close,
      };
    });
  },
);
