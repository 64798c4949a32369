import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { createWebStore } from '@/backend/firebase/web-store';
import type { Store } from '@/engine/store';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  openRulesForProject,
} from '../support/firestore-emulator';

/** The web SDK's store on a fresh emulator project whose rules let everything through. */
export async function openWebStoreOnEmulator(
  prefix: string,
): Promise<{ store: Store; db: Firestore; close(): Promise<void> }> {
  const projectId = freshEmulatorProjectId(prefix);
  await openRulesForProject(projectId);
  const app = initializeApp({ projectId, apiKey: 'emulator' }, projectId);
  const db = getFirestore(app);
  const [host, port] = (firestoreEmulatorHost ?? '').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  return {
    store: createWebStore(db),
    db,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
