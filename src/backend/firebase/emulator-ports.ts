/**
 * Where VITE_USE_EMULATORS=on points the SDKs: the local emulators on the ports firebase.json
 * gives them (tests/unit/backend/firebase/emulator-ports.test.ts keeps the two in step). A
 * constant rather than a read of firebase.json so the browser bundle never carries that file.
 */
export const EMULATOR_HOST = '127.0.0.1';

export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
} as const;

export type EmulatedService = keyof typeof EMULATOR_PORTS;

/** Where the emulators answer: firebase.json's ports, or others a test harness picked. */
export interface EmulatorHosts {
  host: string;
  authPort: number;
  firestorePort: number;
  functionsPort: number;
}

/** What VITE_USE_EMULATORS=on builds connect to. */
export const LOCAL_EMULATOR_HOSTS: EmulatorHosts = {
  host: EMULATOR_HOST,
  authPort: EMULATOR_PORTS.auth,
  firestorePort: EMULATOR_PORTS.firestore,
  functionsPort: EMULATOR_PORTS.functions,
};
