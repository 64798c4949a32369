import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoBackend, type DemoBackend } from '@/backend/demo/create-demo-backend';
import { DemoDatabase } from '@/backend/demo/db';
import { DEMO_UPCOMING_EVENT_ID } from '@/backend/demo/seed';
import { seededAt } from '@/backend/demo/seed-store';

type Stage = 'no database' | 'opened, not seeded' | 'seeded';

/** What the database holds, seen from outside the backend being started. */
async function stageOf(dbName: string): Promise<Stage> {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === dbName)) return 'no database';
  const look = new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange });
  try {
    return (await seededAt(look)) ? 'seeded' : 'opened, not seeded';
  } finally {
    look.close();
  }
}

// A first visit to /booking starts the demo after its first paint: each step must be a task of
// its own, not one long one (docs/design.md §10.4).
describe('starting the demo backend', () => {
  let backend: DemoBackend | null = null;
  let dbName = '';
  afterEach(() => {
    backend?.close();
    backend = null;
    indexedDB.deleteDatabase(dbName);
  });

  it('hands the main thread back before opening, before seeding and after seeding', async () => {
    dbName = `start-in-slices-${Date.now()}`;
    const seen: Stage[] = [];
    backend = await createDemoBackend({
      indexedDB,
      IDBKeyRange,
      dbName,
      yieldToMain: async () => {
        seen.push(await stageOf(dbName));
      },
    });
    expect(seen[0]).toBe('no database');
    expect(seen).toContain('opened, not seeded');
    expect(seen.at(-1)).toBe('seeded');
    // Opened with the seed in place: the port answers from it.
    expect((await backend.events.nextUpcoming())?.event.id).toBe(DEMO_UPCOMING_EVENT_ID);
  });

  it('on a later visit finds the seed without building it again', async () => {
    dbName = `start-in-slices-again-${Date.now()}`;
    const first = await createDemoBackend({ indexedDB, IDBKeyRange, dbName });
    first.close();
    const before = new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange });
    const writtenAt = await seededAt(before);
    before.close();
    const seen: Stage[] = [];
    backend = await createDemoBackend({
      indexedDB,
      IDBKeyRange,
      dbName,
      yieldToMain: async () => {
        seen.push(await stageOf(dbName));
      },
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((stage) => stage === 'seeded')).toBe(true);
    const look = new DemoDatabase({ name: dbName, indexedDB, IDBKeyRange });
    expect(await seededAt(look)).toBe(writtenAt);
    look.close();
  });
});
