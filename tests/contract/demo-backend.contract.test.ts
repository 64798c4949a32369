import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createDemoBackend, type DemoBackend } from '@/backend/demo/create-demo-backend';
import { DEMO_PAYMENT_SECRET } from '@/backend/demo/demo-secret';
import { signPayment } from '@/domain/payment-signature';
import { runBackendContract } from './backend-contract';

let databaseCount = 0;

runBackendContract('demo adapter (IndexedDB via fake-indexeddb)', async () => {
  const dbName = `contract-${++databaseCount}-${Date.now()}`;
  const open = () => createDemoBackend({ indexedDB, IDBKeyRange, dbName, processingMs: 0 });
  const opened: DemoBackend[] = [];
  const backend = await open();
  opened.push(backend);
  return {
    backend,
    // A second Dexie connection to the same database: what a second tab is.
    second: async () => {
      const other = await open();
      opened.push(other);
      return other;
    },
    signPayment: (providerOrderId, paymentId) =>
      signPayment({ providerOrderId, paymentId }, DEMO_PAYMENT_SECRET),
    cleanup: async () => {
      for (const instance of opened) instance.close();
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(dbName);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error('deleteDatabase failed'));
      });
    },
  };
});
