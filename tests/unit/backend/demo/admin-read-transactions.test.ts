import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { NO_REGISTRATION_FILTER } from '@/domain/registrations';
import { demoHarness, type DemoHarness } from './demo-harness';

// docs/design.md §14.3: IndexedDB starts no transaction on a table while an earlier read-write one
// over it is open, so the organiser check before each back-office read must not be one.
describe('the demo back office reads', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    vi.restoreAllMocks();
    await harness.cleanup();
  });

  it('open read-only transactions only, the organiser check included', async () => {
    // Dexie binds the database's transaction method when it opens it: spied on before that.
    const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
    harness = await demoHarness();
    const { backend } = harness;
    await backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
    opened.mockClear();

    const found = await backend.registrations.list({
      filter: { ...NO_REGISTRATION_FILTER, search: 'a' },
    });
    await backend.wallet.accountsAmong([DEMO_ADMIN_ACCOUNT.email]);

    expect(found.total).toBeGreaterThan(0);
    const modes = opened.mock.calls.map(([, mode]) => mode ?? 'readonly');
    expect(modes.length).toBeGreaterThan(0);
    expect(modes.filter((mode) => mode !== 'readonly')).toEqual([]);
  });

  it('still refuse someone who is not an organiser', async () => {
    harness = await demoHarness();
    await expect(
      harness.backend.registrations.list({ filter: NO_REGISTRATION_FILTER }),
    ).rejects.toThrow();
    await expect(harness.backend.wallet.accountsAmong(['a@example.com'])).rejects.toThrow();
  });
});
