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

/**
 * The emulators an emulator build connects to: firebase.json's ports unless the build was given
 * others (`npm run start:firebase` and its e2e test start them on free ports and build with
 * VITE_AUTH_EMULATOR_PORT, VITE_FIRESTORE_EMULATOR_PORT and VITE_FUNCTIONS_EMULATOR_PORT set;
 * scripts/lib/hosting-csp.mjs reads the same variables to allow exactly those origins).
 */
export function emulatorHostsFromEnv(env: Record<string, unknown>): EmulatorHosts {
  const port = (key: string, fallback: number) => {
    const value = env[key];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65_535)
      throw new Error(`${key} must be a port number, got "${String(value)}"`);
    return parsed;
  };
  return {
    host: EMULATOR_HOST,
    authPort: port('VITE_AUTH_EMULATOR_PORT', EMULATOR_PORTS.auth),
    firestorePort: port('VITE_FIRESTORE_EMULATOR_PORT', EMULATOR_PORTS.firestore),
    functionsPort: port('VITE_FUNCTIONS_EMULATOR_PORT', EMULATOR_PORTS.functions),
  };
}
