import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { NO_REGISTRATION_FILTER } from '@/domain/registrations';
import { demoHarness, type DemoHarness } from './demo-harness';

// docs/design.md §14.3: a search the next keystroke replaced stops instead of reading on.
describe('Registered Users search in the demo, once its signal aborts', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  it('rejects instead of answering, and answers the same search without a signal', async () => {
    harness = await demoHarness();
    await harness.backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
    const filter = { ...NO_REGISTRATION_FILTER, search: 'a' };
    const replaced = new AbortController();
    replaced.abort();
    await expect(
      harness.backend.registrations.list({ filter, signal: replaced.signal }),
    ).rejects.toThrow();
    const answered = await harness.backend.registrations.list({ filter });
    expect(answered.total).toBeGreaterThan(0);
  });
});
