import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { describe } from 'vitest';
import { createWebStore } from '@/backend/firebase/web-store';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
  openRulesForProject,
} from '../support/firestore-emulator';
import { describeStoreConformance } from './store-conformance';

describe.skipIf(!firestoreEmulatorHost)(
  `Firestore web SDK store${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  () => {
    describeStoreConformance('Firestore, web SDK (emulator)', async () => {
      const projectId = freshEmulatorProjectId('web-store');
      await openRulesForProject(projectId);
      const app = initializeApp({ projectId, apiKey: 'emulator' }, projectId);
      const db = getFirestore(app);
      const [host, port] = (firestoreEmulatorHost ?? '').split(':');
      connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
      return {
        store: createWebStore(db),
        close: async () => {
          await terminate(db);
          await deleteApp(app);
        },
      };
    });
  },
);
