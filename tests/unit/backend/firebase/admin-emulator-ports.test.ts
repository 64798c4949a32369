import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PORTS } from '@/backend/firebase/admin/emulators';

describe('the admin half’s emulator ports', () => {
  it('are the ones firebase.json starts the emulators on', () => {
    const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      emulators: Record<string, { port?: number }>;
    };
    expect(EMULATOR_PORTS).toEqual({
      auth: firebaseJson.emulators['auth']?.port,
      firestore: firebaseJson.emulators['firestore']?.port,
    });
  });
});
