import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import {
  createDemoBackend,
  type DemoBackend,
  type DemoBackendOptions,
} from '@/backend/demo/create-demo-backend';
import { DemoDatabase } from '@/backend/demo/db';

/**
 * The real demo adapter on fake-indexeddb, for component tests that reach the backend through
 * loadBackend(): mock '@/backend/load-backend' with `loadBackendMock`, and call
 * `closeTestBackend()` after each test. Each test gets a freshly seeded database.
 */
let current: { name: string; backend: Promise<DemoBackend> } | null = null;
let count = 0;

export function testBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  if (!current) {
    const name = `component-${++count}-${Date.now()}`;
    current = {
      name,
      backend: createDemoBackend({
        indexedDB,
        IDBKeyRange,
        dbName: name,
        processingMs: 0,
        ...options,
      }),
    };
  }
  return current.backend;
}

export const loadBackendMock = { loadBackend: () => testBackend() };

/** Direct access to the test backend's stored records (what the port does not show). */
export function testDatabase(): DemoDatabase {
  if (!current) throw new Error('No test backend has been opened');
  return new DemoDatabase({ name: current.name, indexedDB, IDBKeyRange });
}

export async function closeTestBackend(): Promise<void> {
  if (!current) return;
  const { name, backend } = current;
  current = null;
  (await backend).close();
  await new Promise((resolve) => {
    indexedDB.deleteDatabase(name).onsuccess = resolve;
  });
}

/** Contact messages the test backend kept, oldest first ([] when none was opened: none kept). */
export async function storedContactMessages() {
  if (!current) return [];
  const db = testDatabase();
  try {
    return await db.contactMessages.orderBy('createdAt').toArray();
  } finally {
    db.close();
  }
}
