import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { DemoDatabase } from '@/backend/demo/db';
import { createDexieStore } from '@/backend/demo/dexie-store';
import { describeStoreConformance } from './store-conformance';

let count = 0;

describeStoreConformance('Dexie (demo backend, fake-indexeddb)', async () => {
  const db = new DemoDatabase({ name: `store-conformance-${++count}`, indexedDB, IDBKeyRange });
  await db.open();
  return {
    store: createDexieStore(db),
    close: () => {
      db.close();
      indexedDB.deleteDatabase(db.name);
    },
  };
});
