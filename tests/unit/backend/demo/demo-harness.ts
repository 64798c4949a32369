import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import {
  createDemoBackend,
  type DemoBackend,
  type DemoBackendOptions,
} from '@/backend/demo/create-demo-backend';
import { DemoDatabase } from '@/backend/demo/db';

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
  backend: DemoBackend;
  /** Another tab on the same database. */
  open(options?: DemoBackendOptions): Promise<DemoBackend>;
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
    return backend;
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
