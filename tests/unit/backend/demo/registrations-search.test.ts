import { IDBDatabase, IDBIndex } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Registrations } from '@/backend/admin-backend';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { NO_REGISTRATION_FILTER, compareNewestFirst } from '@/domain/registrations';
import { range, storedBooking } from '../../../component/admin/registration-records';
import { demoHarness, type DemoHarness } from './demo-harness';

// docs/design.md §14.3: how the demo answers Registered Users searches.
describe('Registered Users search in the demo', () => {
  let harness: DemoHarness;
  afterEach(async () => {
    await harness.cleanup();
  });

  async function signedIn() {
    harness = await demoHarness();
    await harness.backend.auth.signIn(DEMO_ADMIN_ACCOUNT.email, DEMO_ADMIN_ACCOUNT.password);
    return harness.backend;
  }

  it('rejects once its signal aborts, and answers the same search without one', async () => {
    const backend = await signedIn();
    const filter = { ...NO_REGISTRATION_FILTER, search: 'a' };
    const replaced = new AbortController();
    replaced.abort();
    await expect(backend.registrations.list({ filter, signal: replaced.signal })).rejects.toThrow();
    const answered = await backend.registrations.list({ filter });
    expect(answered.total).toBeGreaterThan(0);
  });

  // More matches than it reads whole: ordered by the createdAt index's keys, three to a
  // millisecond, so the cursor falls among equal times. One character reads that order alongside
  // the matches; a longer term after them.
  it.each(['qwide', 'q'])(
    'pages a wide search (%s) newest first, each match once, with the total',
    async (search) => {
      const backend = await signedIn();
      const at = (i: number) =>
        new Date(Date.parse('2026-11-01T12:00:00.000Z') - Math.floor(i / 3) * 60_000).toISOString();
      await harness.db.newbookings.bulkPut(
        range(330).map((i) =>
          storedBooking(i, { createdAt: at(i), email: `qwide${i}@example.com` }),
        ),
      );
      const filter = { ...NO_REGISTRATION_FILTER, search };
      const pages: Registrations[] = [await backend.registrations.list({ filter })];
      while (pages.at(-1)!.cursor.bookings !== null) {
        pages.push(await backend.registrations.list({ filter, after: pages.at(-1)!.cursor }));
      }
      expect(pages.map((page) => page.bookings.length)).toEqual([100, 100, 100, 30]);
      expect(pages[0]!.total).toBe(330);
      const listed = pages.flatMap((page) => page.bookings);
      expect(listed.map((b) => b.id)).toEqual(
        [...listed].sort(compareNewestFirst).map((b) => b.id),
      );
      expect(new Set(listed.map((b) => b.id))).toEqual(
        new Set(range(330).map((i) => storedBooking(i).id)),
      );
    },
  );

  it('asks for the order of a one-character search before its matches are back', async () => {
    const backend = await signedIn();
    const asked: Array<{ table: string; index: string; matchesPending: boolean }> = [];
    const pending: Array<{ table: string; request: IDBRequest }> = [];
    const getAllKeys = IDBIndex.prototype.getAllKeys;
    vi.spyOn(IDBIndex.prototype, 'getAllKeys').mockImplementation(function (
      this: IDBIndex,
      ...args: Parameters<IDBIndex['getAllKeys']>
    ) {
      const table = this.objectStore.name;
      const request = getAllKeys.apply(this, args);
      const matches = pending.filter((asked) => asked.table === table);
      asked.push({
        table,
        index: this.name,
        matchesPending:
          matches.length > 0 && matches.every(({ request }) => request.readyState === 'pending'),
      });
      if (this.name === 'searchWords') pending.push({ table, request });
      return request;
    });
    await backend.registrations.list({ filter: { ...NO_REGISTRATION_FILTER, search: 'g' } });
    for (const table of ['newbookings', 'bookings']) {
      expect(asked).toContainEqual({ table, index: 'createdAt', matchesPending: true });
    }
  });

  it('reads both sources of a search in one read-only transaction', async () => {
    // Dexie binds the database's transaction method when it opens it: spied on before that.
    const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const backend = await signedIn();
    opened.mockClear();
    const found = await backend.registrations.list({
      filter: { ...NO_REGISTRATION_FILTER, search: 'a' },
    });
    expect(found.total).toBeGreaterThan(0);
    const ofBookings = opened.mock.calls
      .map(([tables, mode]) => ({ tables: [tables].flat().sort(), mode: mode ?? 'readonly' }))
      .filter(({ tables }) => tables.includes('newbookings') || tables.includes('bookings'));
    expect(ofBookings).toEqual([{ tables: ['bookings', 'newbookings'], mode: 'readonly' }]);
  });
});
