import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { vi } from 'vitest';
import { createDemoBackend, type DemoBackend } from '@/backend/demo/create-demo-backend';
import { DemoDatabase } from '@/backend/demo/db';
import { DEMO_ADMIN_ACCOUNT, DEMO_GUEST_ACCOUNT } from '@/backend/demo/demo-accounts';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import {
  DEMO_CAPACITY,
  DEMO_LEGACY_BOOKING_IDS,
  DEMO_PAST_EVENT_ID,
  DEMO_PROMO_CODES,
  DEMO_UPCOMING_EVENT_ID,
} from '@/backend/demo/seed';
import { featuredEvent } from '@/config/featured-event';
import { signPayment } from '@/domain/payment-signature';
import { runBackendContract, type ContractSeed } from './backend-contract';
import { MemoryStorage } from './support/memory-storage';
import { unbookUpcomingParty } from '../support/unbooked-party';

const account = ({ uid, email, password }: typeof DEMO_ADMIN_ACCOUNT) => ({ uid, email, password });

const seed: ContractSeed = {
  upcomingEvent: {
    id: DEMO_UPCOMING_EVENT_ID,
    title: featuredEvent.title,
    location: `${featuredEvent.venue}, ${featuredEvent.city}`,
    capacity: DEMO_CAPACITY,
  },
  pastEventId: DEMO_PAST_EVENT_ID,
  promoCodes: DEMO_PROMO_CODES,
  legacyBookingIds: DEMO_LEGACY_BOOKING_IDS,
  admin: account(DEMO_ADMIN_ACCOUNT),
  guest: account(DEMO_GUEST_ACCOUNT),
  resettable: true,
  googleChooser: true,
  racingCheckInLoser: 'retried',
};

let databaseCount = 0;

runBackendContract('demo adapter (IndexedDB via fake-indexeddb)', seed, async () => {
  const dbName = `contract-${++databaseCount}-${Date.now()}`;
  // The browser's localStorage, which every tab shares: the session and the sign-in pause.
  vi.stubGlobal('localStorage', new MemoryStorage());
  const opened: DemoBackend[] = [];
  const open = async () => {
    const backend = await createDemoBackend({
      indexedDB,
      IDBKeyRange,
      dbName,
      processingMs: 0,
      contact: { endpoint: null },
    });
    opened.push(backend);
    return { backend, office: await backend.loadAdmin() };
  };
  const first = await open();
  const operator = new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange });
  // The contract runs every adapter on the same new data set, whose upcoming party nobody has
  // booked yet (src/config/seed-catalog.ts); the demo seed's own bookings for it are not in it.
  await unbookUpcomingParty(operator);
  return {
    ...first,
    // A second Dexie connection to the same database: what a second tab is.
    second: open,
    setAdmin: async (uid, isAdmin) => {
      await operator.users.update(uid, { isAdmin });
    },
    makeDoorStaff: async (uid, doorEventIds) => {
      await operator.users.update(uid, { isAdmin: false, role: 'door', doorEventIds });
    },
    seedRegistrations: async ({ bookings, legacy }) => {
      await operator.transaction('rw', operator.newbookings, operator.bookings, async () => {
        await operator.newbookings.bulkPut(bookings);
        await operator.bookings.bulkPut(legacy);
      });
    },
    signPayment: (providerOrderId, paymentId) =>
      signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET),
    cleanup: async () => {
      vi.unstubAllGlobals();
      for (const instance of opened) instance.close();
      operator.close();
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(dbName);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error('deleteDatabase failed'));
      });
    },
  };
});
