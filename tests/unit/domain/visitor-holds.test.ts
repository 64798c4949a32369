import { describe, expect, it } from 'vitest';
import {
  NETWORK_HOLDS_FULL_MESSAGE,
  networkSeatLimit,
  orderOverVisitorLimitMessage,
  tooManyUnpaidSeatsMessage,
  unpaidSeatLimit,
  unpaidSeatsRefusal,
  unpaidSeatsRefusalMessage,
  type HeldUnder,
  type VisitorKeyKind,
} from '@/domain/visitor-holds';

const NOW = new Date('2030-06-01T06:30:00.000Z');
const LIVE = new Date(NOW.getTime() + 60_000).toISOString();
const LAPSED = new Date(NOW.getTime() - 1).toISOString();

function holding(kind: VisitorKeyKind, seats: number, until = LIVE): HeldUnder {
  return { kind, doc: seats > 0 ? { holds: { h: { seats, until } } } : null };
}

describe('networkSeatLimit: a tenth of the event, at least 1', () => {
  it.each([
    [0, 1],
    [9, 1],
    [19, 1],
    [20, 2],
    [199, 19],
    [200, 20],
    [201, 20],
    [5000, 500],
  ])('capacity %i lets a network hold %i', (capacity, limit) => {
    expect(networkSeatLimit(capacity)).toBe(limit);
  });
});

describe('unpaidSeatLimit', () => {
  it.each<[VisitorKeyKind, number, number]>([
    ['mailbox', 100, 20],
    ['mailbox', 5000, 20],
    ['network', 100, 10],
    ['network', 200, 20],
    ['network', 5000, 20],
    ['wide-network', 100, 10],
    ['wide-network', 5000, 500],
  ])('a %s key on an event of %i holds at most %i', (kind, capacity, limit) => {
    expect(unpaidSeatLimit(kind, capacity)).toBe(limit);
  });
});

describe('unpaidSeatsRefusal', () => {
  it.each<[string, HeldUnder[], number, ReturnType<typeof unpaidSeatsRefusal>]>([
    ['exactly the limits', [holding('mailbox', 10), holding('network', 0)], 10, null],
    [
      'one seat past the mailbox',
      [holding('mailbox', 11), holding('network', 0)],
      10,
      { kind: 'visitor-limit', limit: 20, held: 11 },
    ],
    [
      'an order alone past the network on a small event',
      [holding('mailbox', 0), holding('network', 0)],
      11,
      { kind: 'visitor-limit', limit: 10, held: 0 },
    ],
    [
      'the narrower of two limits passed',
      [holding('mailbox', 15), holding('network', 9), holding('wide-network', 9)],
      6,
      { kind: 'visitor-limit', limit: 10, held: 9 },
    ],
    [
      'the wide network full of others',
      [holding('mailbox', 0), holding('network', 0), holding('wide-network', 10)],
      1,
      { kind: 'network-full' },
    ],
    [
      'the visitor before the wide network',
      [holding('mailbox', 0), holding('network', 10), holding('wide-network', 10)],
      1,
      { kind: 'visitor-limit', limit: 10, held: 10 },
    ],
    [
      'lapsed holds not counted',
      [holding('mailbox', 20, LAPSED), holding('wide-network', 10, LAPSED)],
      10,
      null,
    ],
  ])('on an event of 100: %s', (_name, keys, seats, refusal) => {
    expect(unpaidSeatsRefusal(keys, seats, 100, NOW)).toEqual(refusal);
  });

  it.each([
    [{ kind: 'network-full' } as const, NETWORK_HOLDS_FULL_MESSAGE],
    [{ kind: 'visitor-limit', limit: 10, held: 4 } as const, tooManyUnpaidSeatsMessage(10)],
    [{ kind: 'visitor-limit', limit: 10, held: 0 } as const, orderOverVisitorLimitMessage(10)],
  ])('tells the visitor %j plainly', (refusal, message) => {
    expect(unpaidSeatsRefusalMessage(refusal)).toBe(message);
  });

  it('words a limit of one in the singular', () => {
    expect(orderOverVisitorLimitMessage(1)).toBe(
      'You can book at most 1 ticket at a time for this event. Please book one now, and the rest once those are paid for.',
    );
    expect(tooManyUnpaidSeatsMessage(1)).toMatch(
      /^You can hold at most 1 unpaid ticket at a time\./,
    );
  });
});
