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
