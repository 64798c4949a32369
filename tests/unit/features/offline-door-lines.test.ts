import { beforeEach, describe, expect, it } from 'vitest';
import { laneDevice, laneName, laneOf } from '@/features/admin/scanner/lane-name';
import { offlineStatusLine } from '@/features/admin/scanner/offline-status-line';

const SINCE = '2025-07-28T15:44:00.000Z'; // 21:14 IST

describe('offlineStatusLine', () => {
  it.each([
    [{ offlineSince: SINCE, waiting: 3 }, 'Offline since 21:14 · 3 check-ins waiting'],
    [{ offlineSince: SINCE, waiting: 1 }, 'Offline since 21:14 · 1 check-in waiting'],
    [{ offlineSince: SINCE, waiting: 0 }, 'Offline since 21:14'],
    [{ offlineSince: null, waiting: 2 }, 'Back online · syncing 2 check-ins'],
    [{ offlineSince: null, waiting: 1 }, 'Back online · syncing 1 check-in'],
    [{ offlineSince: null, waiting: 0 }, null],
  ])('%o → %s', (status, expected) => {
    expect(offlineStatusLine(status)).toBe(expected);
  });
});

describe('lane names', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      },
    });
  });

  it('draws a name once and keeps it on the device', () => {
    const first = laneName(() => new Uint8Array([0, 1, 31, 32]));
    expect(first).toBe('Lane AB9A');
    expect(laneName(() => new Uint8Array([5, 5, 5, 5]))).toBe(first);
  });

  it('draws again over a kept value that is not a lane name', () => {
    store.set('scannerLane', 'Lane <script>');
    expect(laneName(() => new Uint8Array([2, 2, 2, 2]))).toBe('Lane CCCC');
  });

  it.each([
    [laneDevice('Lane K7Q2', 'Mozilla/5.0 (Linux)'), 'Lane K7Q2'],
    ['Mozilla/5.0 (Linux)', 'Mozilla/5.0 (Linux)'],
    [null, null],
  ])('laneOf(%s) = %s', (device, lane) => {
    expect(laneOf(device)).toBe(lane);
  });

  it('keeps the recorded device within the scan log’s 200 characters', () => {
    expect(laneDevice('Lane K7Q2', 'x'.repeat(500))).toHaveLength(200);
  });
});
