import type { CheckInRecord } from '@/engine/flows/check-in';
import type { QueuedAdmission } from '@/engine/flows/replay-offline-admissions';

/**
 * An admission waiting on this device, with the organiser who made it (replayed in their name,
 * whoever syncs it) and, for the door's count and history until it syncs, the guest as the
 * verdict showed them (absent in rows queued before it was kept).
 */
export type StoredAdmission = QueuedAdmission & { adminUid: string; record?: CheckInRecord };

/** The device's queue of offline admissions (docs/design.md §5.7), oldest first. */
export interface AdmissionQueue {
  all(): Promise<StoredAdmission[]>;
  add(admission: StoredAdmission): Promise<void>;
  remove(id: string): Promise<void>;
}

const DB_NAME = 'sangeet-vibes-door';
const STORE = 'admissions';

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

/**
 * The queue in IndexedDB, where it outlives a reload or a flat battery. Rows are keyed by an
 * increasing number, so reading them back in key order is the order the lane admitted in. A
 * small hand-written store: Dexie is the demo adapter's alone (eslint.config.js).
 */
export function indexedDbAdmissionQueue(factory: IDBFactory = indexedDB): AdmissionQueue {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(STORE, { autoIncrement: true });
        store.createIndex('id', 'id', { unique: true });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opened = null;
        reject(request.error ?? new Error('IndexedDB could not open'));
      };
    });
    return opened;
  };

  return {
    async all() {
      const db = await open();
      return settled<StoredAdmission[]>(db.transaction(STORE).objectStore(STORE).getAll());
    },
    async add(admission) {
      const db = await open();
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).add(admission);
      await committed(tx);
    },
    async remove(id) {
      const db = await open();
      const tx = db.transaction(STORE, 'readwrite');
      const index = tx.objectStore(STORE).index('id');
      const key = await settled(index.getKey(id));
      if (key !== undefined) tx.objectStore(STORE).delete(key);
      await committed(tx);
    },
  };
}
