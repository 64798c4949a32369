import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import {
  createDemoBackend,
  type DemoBackend,
  type DemoBackendOptions,
} from '@/backend/demo/create-demo-backend';
import { DemoDatabase } from '@/backend/demo/db';
import type { AdminBackend, AdminEventsApi } from '@/backend/admin-backend';
import type { PublicEventsApi } from '@/backend/backend';

/**
 * Both halves of one demo backend in one object, for tests that use both: the visitor's port
 * with the organisers' areas beside it (events has the methods of both).
 */
export type DemoClient = DemoBackend &
  Omit<AdminBackend, 'events'> & { events: PublicEventsApi & AdminEventsApi };

export async function withAdmin(backend: DemoBackend): Promise<DemoClient> {
  const office = await backend.loadAdmin();
  return Object.assign(Object.create(backend) as DemoBackend, backend, office, {
    events: { ...backend.events, ...office.events },
  });
}

let count = 0;

/** A settable clock: tests move time instead of waiting for it. */
export function testClock(start: string | Date = new Date()) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export interface DemoHarness {
  dbName: string;
  backend: DemoClient;
  /** Another tab on the same database. */
  open(options?: DemoBackendOptions): Promise<DemoClient>;
  /** Direct access to the stored records, for what the port does not show (orders, hashes). */
  db: DemoDatabase;
  cleanup(): Promise<void>;
}

export async function demoHarness(options: DemoBackendOptions = {}): Promise<DemoHarness> {
  const dbName = options.dbName ?? `demo-unit-${++count}-${Date.now()}`;
  const opened: DemoBackend[] = [];
  const open = async (more: DemoBackendOptions = {}) => {
    const backend = await createDemoBackend({
      indexedDB,
      IDBKeyRange,
      processingMs: 0,
      ...options,
      ...more,
      dbName,
    });
    opened.push(backend);
    return withAdmin(backend);
  };
  const backend = await open();
  const db = new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange });
  return {
    dbName,
    backend,
    open,
    db,
    async cleanup() {
      for (const instance of opened) instance.close();
      db.close();
      await new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(dbName);
        request.onsuccess = () => resolve();
        request.onerror = () => resolve();
      });
    },
  };
}
