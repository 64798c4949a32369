import { describe, expect, it } from 'vitest';
import {
  MAX_SEAT_SHARDS,
  combineRefusals,
  leastCapacityForShards,
  parseShardDocId,
  resplitRefusal,
  shardCountForCapacity,
  shardCountOf,
  shardCountersFrom,
  shardDocId,
  shardTryOrder,
  shardVerdict,
  splitCapacity,
  sumShards,
  withShardTotals,
  type ShardsRefusal,
} from '@/domain/seat-shards';
import type { SeatCounters, StoredEvent } from '@/domain/seats';

const NOW = new Date('2030-06-01T06:30:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const live = (seats: number) => ({ seats, until: at(60_000) });
const lapsed = (seats: number) => ({ seats, until: at(-1) });
const counters = (sold: number, holds: SeatCounters['holds'] = {}): SeatCounters => ({
  sold,
  holds,
});

describe('shardCountForCapacity', () => {
  it.each([
    [0, 1],
    [200, 1],
    [1000, 1],
    [1001, 2],
    [2000, 2],
    [2001, 3],
    [10_000, 10],
    [10_001, 10],
    [1_000_000, MAX_SEAT_SHARDS],
  ])('gives an event of %i seats %i shards', (capacity, shards) => {
    expect(shardCountForCapacity(capacity)).toBe(shards);
  });
});

describe('shardCountOf', () => {
  it.each<[unknown, number]>([
    [undefined, 1],
    [0, 1],
    [1, 1],
    [10, 10],
    [11, 1],
    [2.5, 1],
    ['4', 1],
    [-3, 1],
  ])('reads shards %j as %i', (shards, n) => {
    expect(shardCountOf({ shards })).toBe(n);
  });
});

describe('shard ids', () => {
  it.each([
    ['evtA', 0],
    ['evtA', 9],
    ['with:colon', 3],
  ])('round-trips event %s shard %i', (eventId, index) => {
    expect(parseShardDocId(shardDocId(eventId, index))).toEqual({ eventId, index });
  });

  it.each(['evtA', ':0', 'evtA:', 'evtA:x', 'evtA:10', 'evtA:123', 'evtA:-1'])(
    'names no shard with %j',
    (id) => {
      expect(parseShardDocId(id)).toBeNull();
    },
  );
});

describe('splitCapacity', () => {
  it.each<[number, number, number[]]>([
    [200, 1, [200]],
    [10, 3, [4, 3, 3]],
    [11, 3, [4, 4, 3]],
    [12, 3, [4, 4, 4]],
    [2, 3, [1, 1, 0]],
    [0, 2, [0, 0]],
    [500, 10, [50, 50, 50, 50, 50, 50, 50, 50, 50, 50]],
  ])('splits %i seats over %i shards as %j', (capacity, n, slices) => {
    const split = splitCapacity(capacity, n);
    expect(split).toEqual(slices);
    expect(split.reduce((a, b) => a + b, 0)).toBe(capacity);
  });
});

describe('shardCountersFrom', () => {
  const legacy = counters(7, { h: live(2) });

  it("reads shard 0 off an older event's counters until it has a document", () => {
    expect(shardCountersFrom(null, 0, legacy)).toEqual(legacy);
    expect(shardCountersFrom(counters(9), 0, legacy)).toEqual(counters(9));
  });

  it('gives any other shard without a document nothing taken', () => {
    expect(shardCountersFrom(null, 1, legacy)).toEqual(counters(0));
  });
});

describe('shardTryOrder', () => {
  it.each<[number[], number, number[]]>([
    [[200], 1, [0]],
    [[5, 1, 9], 3, [1, 0, 2]],
    [[9, 9, 1], 3, [2, 0, 1]],
    [[0, 0, 0, 0], 4, [0, 1, 2, 3]],
    [[7, 3, 250, 1, 0, 0, 0, 0, 0, 0], 4, [3, 1, 0, 2]],
  ])('draws %j over %i shards try %j', (draws, n, order) => {
    expect(shardTryOrder(draws, n)).toEqual(order);
  });

  it('tries every shard once, whatever the draws', () => {
    for (let n = 1; n <= 10; n++) {
      const draws = Array.from({ length: 10 }, (_, i) => (i * 97 + n * 31) % 256);
      expect([...shardTryOrder(draws, n)].sort((a, b) => a - b)).toEqual(
        Array.from({ length: n }, (_, i) => i),
      );
    }
  });
});

describe('shardVerdict', () => {
  const shard = (capacity: number, c: SeatCounters) => ({ capacity, counters: c });
  const two = { ticket499Count: 1, ticket1212Count: 1 };

  it.each([
    ['fits exactly', shard(10, counters(8)), { kind: 'fits' }],
    ['fits beside a lapsed hold', shard(10, counters(8, { x: lapsed(2) })), { kind: 'fits' }],
    ['one short', shard(10, counters(9)), { kind: 'short', left: 1 }],
    ['short by a live hold', shard(10, counters(7, { x: live(2) })), { kind: 'short', left: 1 }],
    ['sold out', shard(10, counters(10)), { kind: 'sold-out' }],
    ['sold out by holds', shard(10, counters(8, { x: live(2) })), { kind: 'sold-out' }],
    ['a slice of nothing', shard(0, counters(0)), { kind: 'sold-out' }],
  ])('%s', (_name, s, verdict) => {
    expect(shardVerdict(s, two, NOW)).toEqual(verdict);
  });

  it('calls a request for no tickets a request problem, wherever there are seats', () => {
    const verdict = shardVerdict(
      shard(10, counters(0)),
      { ticket499Count: 0, ticket1212Count: 0 },
      NOW,
    );
    expect(verdict.kind).toBe('request');
  });
});

describe('combineRefusals', () => {
  it.each<[string, ShardsRefusal[], ShardsRefusal]>([
    ['one sold-out shard', [{ kind: 'sold-out' }], { kind: 'sold-out' }],
    ['all sold out', [{ kind: 'sold-out' }, { kind: 'sold-out' }], { kind: 'sold-out' }],
    [
      'the most any one shard has left',
      [{ kind: 'short', left: 1 }, { kind: 'sold-out' }, { kind: 'short', left: 3 }],
      { kind: 'short', left: 3 },
    ],
    ['nothing tried', [], { kind: 'sold-out' }],
  ])('answers %s', (_name, refusals, answer) => {
    expect(combineRefusals(refusals)).toEqual(answer);
  });
});

describe('re-splitting a capacity', () => {
  it.each<[string, SeatCounters[], number]>([
    ['one shard: the seats taken', [counters(5, { h: live(2) })], 7],
    ['one shard, a lapsed hold ignored', [counters(5, { h: lapsed(2) })], 5],
    ['nothing taken', [counters(0), counters(0)], 0],
    // Slices of C over 3 are ⌈C/3⌉, ⌈(C−1)/3⌉, ⌊C/3⌋: shard 2 with 4 needs C ≥ 12.
    ['the last shard fullest', [counters(1), counters(1), counters(4)], 12],
    // Shard 0 with 4 needs C ≥ 10 (slices 4, 3, 3).
    ['the first shard fullest', [counters(4), counters(0), counters(0)], 10],
  ])('%s gives the least capacity', (_name, shards, least) => {
    expect(leastCapacityForShards(shards, NOW)).toBe(least);
    expect(resplitRefusal(least, shards, NOW)).toBeNull();
    if (least > 0) expect(resplitRefusal(least - 1, shards, NOW)).toEqual({ leastCapacity: least });
  });

  it('is checked against the split itself at every capacity', () => {
    const shards = [counters(3), counters(5), counters(0, { h: live(2) })];
    const least = leastCapacityForShards(shards, NOW);
    for (let capacity = 0; capacity <= 30; capacity++) {
      const slices = splitCapacity(capacity, shards.length);
      const keeps = shards.every(
        (s, i) =>
          s.sold + Object.values(s.holds).reduce((a, h) => a + h.seats, 0) <= (slices[i] ?? 0),
      );
      expect(keeps).toBe(capacity >= least);
    }
  });
});

describe('sumShards and withShardTotals', () => {
  const event: StoredEvent = {
    id: 'evt',
    title: 'T',
    date: '2030-06-02',
    startTime: '18:00',
    endTime: '22:00',
    location: 'L',
    price: 499,
    capacity: 30,
    imageUrl: '',
    description: '',
    shards: 3,
    sold: 2,
    holds: { old: live(1) },
  };
  const doc = (index: number, c: SeatCounters, eventId = 'evt') => ({
    id: shardDocId(eventId, index),
    eventId,
    index,
    ...c,
  });

  it('adds up sold and holds', () => {
    expect(sumShards([counters(1, { a: live(1) }), counters(4, { b: live(2) })])).toEqual(
      counters(5, { a: live(1), b: live(2) }),
    );
  });

  it('sums the shards that exist, with shard 0 from the event until written', () => {
    const totals = withShardTotals(event, [doc(2, counters(5, { b: live(3) }))]);
    expect(totals).toMatchObject({ sold: 7, holds: { old: live(1), b: live(3) } });
  });

  it("ignores the event's own counters once shard 0 exists, and other events' shards", () => {
    const totals = withShardTotals(event, [doc(0, counters(4)), doc(1, counters(9), 'other')]);
    expect(totals).toMatchObject({ sold: 4, holds: {} });
  });

  it('counts only the shards the event has', () => {
    const one = { ...event, shards: 1 };
    expect(withShardTotals(one, [doc(0, counters(1)), doc(1, counters(9))])).toMatchObject({
      sold: 1,
    });
  });
});
