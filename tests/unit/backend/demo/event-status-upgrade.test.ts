import { describe, expect, it } from 'vitest';
import { pastDemoDatabase } from './past-demo-database';
import { storedEvent } from '../../../support/stored-event';

// docs/design.md §3.12: events a version 10 demo database holds have no status; opening it
// stores them as published with no on-sale time, as they were sold.
describe('upgrading a version 10 demo database', () => {
  const database = pastDemoDatabase('event-status');

  it('publishes every event stored before events had a life', async () => {
    const older = storedEvent({ id: 'older', date: '2030-06-20' });
    await database.create(10, (old) => old.table('events').put(older));
    const db = await database.openToday();
    expect(db.verno).toBe(12);
    expect(await db.events.get('older')).toEqual({
      ...older,
      status: 'published',
      salesOpenAt: '',
    });
  });
});
