import { connectAuthEmulator, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, type Firestore } from 'firebase/firestore';

/**
 * The local emulators' ports, as firebase.json declares them. w1 may add a shared
 * src/backend/firebase/emulator-ports.ts for both halves; until then this half keeps its own.
 */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080 } as const;

export interface EmulatorHosts {
  host: string;
  authPort: number;
  firestorePort: number;
}

export const LOCAL_EMULATORS: EmulatorHosts = {
  host: '127.0.0.1',
  authPort: EMULATOR_PORTS.auth,
  firestorePort: EMULATOR_PORTS.firestore,
};

/**
 * VITE_USE_EMULATORS=on: Auth and the full Firestore of the admin area on the local emulators.
 * Must run before either is first used (the SDKs refuse a late switch).
 */
export function connectEmulators(auth: Auth, db: Firestore, hosts: EmulatorHosts): void {
  connectAuthEmulator(auth, `http://${hosts.host}:${hosts.authPort}`, { disableWarnings: true });
  connectFirestoreEmulator(db, hosts.host, hosts.firestorePort);
}
