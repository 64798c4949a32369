import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PORTS } from '@/backend/firebase/emulator-ports';

describe('EMULATOR_PORTS', () => {
  it('are the ports firebase.json gives the emulators VITE_USE_EMULATORS connects to', () => {
    const firebaseJson = JSON.parse(
      readFileSync(new URL('../../../../firebase.json', import.meta.url), 'utf8'),
    ) as { emulators: Record<string, { port?: number }> };
    for (const [service, port] of Object.entries(EMULATOR_PORTS))
      expect(firebaseJson.emulators[service]?.port, service).toBe(port);
  });
});
