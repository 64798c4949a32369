import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EMULATOR_PORTS,
  LOCAL_EMULATOR_HOSTS,
  emulatorHostsFromEnv,
} from '@/backend/firebase/emulator-ports';

describe('EMULATOR_PORTS', () => {
  it('are the ports firebase.json gives the emulators VITE_USE_EMULATORS connects to', () => {
    const firebaseJson = JSON.parse(
      readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8'),
    ) as { emulators: Record<string, { port?: number }> };
    for (const [service, port] of Object.entries(EMULATOR_PORTS))
      expect(firebaseJson.emulators[service]?.port, service).toBe(port);
  });
});

describe('emulatorHostsFromEnv', () => {
  it('is firebase.json’s ports unless the build names others', () => {
    expect(emulatorHostsFromEnv({})).toEqual(LOCAL_EMULATOR_HOSTS);
    expect(
      emulatorHostsFromEnv({
        VITE_AUTH_EMULATOR_PORT: '41001',
        VITE_FIRESTORE_EMULATOR_PORT: '41002',
        VITE_FUNCTIONS_EMULATOR_PORT: '41003',
      }),
    ).toEqual({ host: '127.0.0.1', authPort: 41001, firestorePort: 41002, functionsPort: 41003 });
  });

  it('refuses what is not a port', () => {
    expect(() => emulatorHostsFromEnv({ VITE_AUTH_EMULATOR_PORT: 'abc' })).toThrow(
      /VITE_AUTH_EMULATOR_PORT must be a port number/,
    );
    expect(() => emulatorHostsFromEnv({ VITE_FUNCTIONS_EMULATOR_PORT: '70000' })).toThrow();
  });
});
