import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe } from 'vitest';
import { createAdminStore } from '../../functions/src/admin-store';
import {
  firestoreEmulatorHost,
  freshEmulatorProjectId,
  NO_FIRESTORE_EMULATOR,
} from '../support/firestore-emulator';
import { describeStoreConformance } from './store-conformance';

// The Admin SDK connects to the emulator named by FIRESTORE_EMULATOR_HOST by itself, and the
// emulator lets it past the rules, as production does.
describe.skipIf(!firestoreEmulatorHost)(
  `Firestore Admin SDK store${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  () => {
    describeStoreConformance('Firestore, Admin SDK (emulator)', async () => {
      const projectId = freshEmulatorProjectId('admin-store');
      const app = initializeApp({ projectId }, projectId);
      return {
        store: createAdminStore(getFirestore(app)),
        close: () => deleteApp(app),
      };
    });
  },
);
