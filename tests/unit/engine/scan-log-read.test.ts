import { describe, expect, it } from 'vitest';
import type { ScanLogDoc } from '@/engine/collections';
import {
  SCAN_LOG_LIMIT,
  doorConflictsOf,
  readScanLog,
  type ScanLogSource,
} from '@/engine/reads/scan-log';
import { EVENT_ID } from './support/fixtures';

const line = (id: string, adminUid: string): ScanLogDoc => ({
  id,
  code: id,
  bookingId: null,
  eventId: EVENT_ID,
  result: 'admitted',
  adminUid,
  at: '2030-06-01T18:05:00.000Z',
  device: null,
});

/** An adapter's I/O: three lines by two organisers and one id no user can have. */
function source() {
  const asked: { lines: Array<[string, number]>; emails: string[][] } = { lines: [], emails: [] };
  const users: Record<string, string> = { asha: 'asha@example.com' };
  const log: ScanLogSource = {
    lines: async (eventId, limit) => {
      asked.lines.push([eventId, limit]);
      return [line('l1', 'asha'), line('l2', 'gone'), line('l3', 'asha'), line('l4', '../x')];
    },
    emails: async (uids) => {
      asked.emails.push(uids);
      return uids.map((uid) => users[uid] ?? null);
    },
  };
  return { log, asked };
}

describe('the door’s scan log (engine, run by every adapter)', () => {
  it('names the organiser of each line, looking each one up once', async () => {
    const { log, asked } = source();
    const entries = await readScanLog(log, EVENT_ID);
    expect(entries.map((entry) => [entry.id, entry.adminEmail])).toEqual([
      ['l1', 'asha@example.com'],
      ['l2', null],
      ['l3', 'asha@example.com'],
      ['l4', null],
    ]);
    expect(asked).toEqual({ lines: [[EVENT_ID, SCAN_LOG_LIMIT]], emails: [['asha', 'gone']] });
  });

  it('reads nothing for an id no event can have', async () => {
    const { log, asked } = source();
    expect(await readScanLog(log, 'a/b')).toEqual([]);
    expect(asked).toEqual({ lines: [], emails: [] });
  });
});

describe('the door’s conflicts among scan-log lines (docs/design.md §5.7)', () => {
  const at = (id: string, when: string, more: Partial<ScanLogDoc> = {}): ScanLogDoc => ({
    ...line(id, 'asha'),
    result: 'conflict',
    at: when,
    ...more,
  });

  it('keeps this event’s conflict lines only, newest first, ties by id', () => {
    const lines = [
      at('c-old', '2030-06-01T18:05:00.000Z'),
      at('c-b', '2030-06-01T18:09:00.000Z'),
      at('c-a', '2030-06-01T18:09:00.000Z'),
      at('admitted', '2030-06-01T18:10:00.000Z', { result: 'admitted' }),
      at('elsewhere', '2030-06-01T18:11:00.000Z', { eventId: 'anotherEvent' }),
    ];
    expect(doorConflictsOf(lines, EVENT_ID).map((l) => l.id)).toEqual(['c-a', 'c-b', 'c-old']);
    expect(doorConflictsOf([], EVENT_ID)).toEqual([]);
  });
});
