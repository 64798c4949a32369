import { describe } from 'vitest';
import { firestoreEmulatorHost, NO_FIRESTORE_EMULATOR } from '../support/firestore-emulator';
import { describeStoreConformance } from './store-conformance';
import { openWebStoreOnEmulator } from './web-store-on-emulator';

describe.skipIf(!firestoreEmulatorHost)(
  `Firestore web SDK store${firestoreEmulatorHost ? '' : ` (${NO_FIRESTORE_EMULATOR})`}`,
  () => {
    describeStoreConformance('Firestore, web SDK (emulator)', () =>
      openWebStoreOnEmulator('web-store'),
    );
  },
);
