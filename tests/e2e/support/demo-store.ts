import type { Page } from 'playwright-core';
import { DEMO_UPCOMING_BOOKING_IDS, DEMO_UPCOMING_SEATS_SOLD } from '@/backend/demo/seed';

// Direct access to the demo backend's IndexedDB (src/backend/demo/db.ts) from inside the page.
// Used to count what a booking wrote, and to stand in for an organiser editing the event.
// Only call these once the page has opened the demo backend (e.g. the booking form is on
// screen): opening a database that does not exist yet would create an empty one.

const DEMO_DB_NAME = 'sangeet-vibes-demo';
/** The seed's upcoming event (src/backend/demo/seed.ts, docs/design.md §7). */
export const UPCOMING_EVENT_ID = 'sangeet-upcoming';

/** The seed's own bookings of the upcoming party, each with its ticket (and no order). */
export const SEEDED_BOOKINGS = Object.keys(DEMO_UPCOMING_BOOKING_IDS).length;

export type DemoTable =
  'orders' | 'newbookings' | 'tickets' | 'promoCodes' | 'events' | 'contactMessages';

/** How many records a table of the demo store holds. */
export function countRecords(page: Page, table: DemoTable): Promise<number> {
  return page.evaluate(
    async ({ name, table }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(table))
          throw new Error(`The demo store has no "${table}" table yet.`);
        return await new Promise<number>((resolve, reject) => {
          const request = db.transaction(table).objectStore(table).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { name: DEMO_DB_NAME, table },
  );
}

/** Every record of a table of the demo store ([] when the page never opened the store). */
export function readRecords(page: Page, table: DemoTable): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async ({ name, table }) => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes(name)) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(table)) return [];
        return await new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const request = db.transaction(table).objectStore(table).getAll();
          request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { name: DEMO_DB_NAME, table },
  );
}

/**
 * Changes the upcoming event's capacity, as an organiser would in the back office, so that
 * `left` seats remain after the seed's own bookings for it.
 */
export function setUpcomingSeatsLeft(page: Page, left: number): Promise<void> {
  return editUpcomingEvent(page, { capacity: DEMO_UPCOMING_SEATS_SOLD + left });
}

/** Changes fields of the upcoming event, as an organiser would in the back office. */
export function editUpcomingEvent(page: Page, patch: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    async ({ name, id, patch }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const transaction = db.transaction('events', 'readwrite');
          const events = transaction.objectStore('events');
          const read = events.get(id);
          read.onsuccess = () => {
            if (!read.result) {
              transaction.abort();
              reject(new Error(`No event "${id}" in the demo store.`));
              return;
            }
            events.put({ ...read.result, ...patch });
          };
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        });
      } finally {
        db.close();
      }
    },
    { name: DEMO_DB_NAME, id: UPCOMING_EVENT_ID, patch },
  );
}
