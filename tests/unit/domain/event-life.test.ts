import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canTransition,
  eventState,
  formatSalesOpen,
  isShownToVisitors,
  notOnSaleMessage,
  salesOpenInstant,
  storedStatus,
  type EventAction,
  type EventLifeFields,
  type EventState,
} from '@/domain/event-life';
import { parseEventForm } from '@/domain/events';
import { INVALID_EVENT_MESSAGE } from '@/domain/order-request';

// 10:00 UTC is 15:30 IST on 20 July 2025.
const NOW = new Date('2025-07-20T10:00:00.000Z');

function at(fields: Partial<EventLifeFields>): EventLifeFields {
  return { date: '2025-08-01', startTime: '19:00', ...fields };
}

describe('eventState (docs/design.md §3.12)', () => {
  it.each<[string, Partial<EventLifeFields>, EventState]>([
    ['an event stored before events had a life', {}, 'on-sale'],
    ['published, no on-sale time', { status: 'published', salesOpenAt: '' }, 'on-sale'],
    ['a draft', { status: 'draft' }, 'draft'],
    ['a draft dated in the past', { status: 'draft', date: '2025-07-01' }, 'draft'],
    ['sales opening one minute after now', { salesOpenAt: '2025-07-20T15:31' }, 'announced'],
    ['sales opening at now', { salesOpenAt: '2025-07-20T15:30' }, 'on-sale'],
    ['sales opened one minute before now', { salesOpenAt: '2025-07-20T15:29' }, 'on-sale'],
    ['sales closed', { status: 'closed' }, 'sales-closed'],
    ['cancelled', { status: 'cancelled' }, 'cancelled'],
    ['cancelled and past', { status: 'cancelled', date: '2025-07-01' }, 'cancelled'],
    ['dated today in India', { date: '2025-07-20' }, 'on-sale'],
    ['dated yesterday in India', { date: '2025-07-19' }, 'ended'],
    ['closed and dated yesterday', { status: 'closed', date: '2025-07-19' }, 'ended'],
    [
      'announced but dated yesterday',
      { date: '2025-07-19', salesOpenAt: '2025-07-25T10:00' },
      'ended',
    ],
    ['an unreadable date', { date: 'soon' }, 'ended'],
    ['an impossible date', { date: '2025-02-30' }, 'ended'],
    ['an unknown stored status', { status: 'paused' as never }, 'draft'],
  ])('%s → %s', (_name, fields, expected) => {
    expect(eventState(at(fields), NOW)).toBe(expected);
  });

  it('uses the India date: 20:00 UTC on the 19th is already the 20th there', () => {
    const evening = new Date('2025-07-19T20:00:00Z');
    expect(eventState(at({ date: '2025-07-19' }), evening)).toBe('ended');
    expect(eventState(at({ date: '2025-07-20' }), evening)).toBe('on-sale');
  });

  it('reads an absent status as published and anything unknown as a draft', () => {
    expect(storedStatus({})).toBe('published');
    expect(storedStatus({ status: 'closed' })).toBe('closed');
    expect(storedStatus({ status: 42 })).toBe('draft');
  });
});

describe('transitions', () => {
  it.each<[EventState, readonly EventAction[]]>([
    ['draft', ['publish']],
    ['announced', ['end-sales', 'cancel']],
    ['on-sale', ['end-sales', 'cancel']],
    ['sales-closed', ['cancel']],
    ['ended', []],
    ['cancelled', []],
  ])('%s allows %j', (state, actions) => {
    expect(allowedActions(state)).toEqual(actions);
    for (const action of ['publish', 'end-sales', 'cancel'] as const) {
      expect(canTransition(state, action)).toBe(actions.includes(action));
    }
  });

  it.each<[EventState, boolean]>([
    ['draft', false],
    ['announced', true],
    ['on-sale', true],
    ['sales-closed', false],
    ['ended', false],
    ['cancelled', false],
  ])('visitors see %s: %s', (state, shown) => {
    expect(isShownToVisitors(state)).toBe(shown);
  });
});

describe('notOnSaleMessage', () => {
  it.each<[Partial<EventLifeFields>, string | null]>([
    [{}, null],
    [{ status: 'draft' }, INVALID_EVENT_MESSAGE],
    [
      { salesOpenAt: '2025-07-25T19:00' },
      'Tickets go on sale on Friday, 25 July 2025, 7:00 PM IST.',
    ],
    [{ status: 'closed' }, 'Sales for this event have closed.'],
    [{ status: 'cancelled' }, 'This event has been cancelled.'],
    [{ date: '2025-07-19' }, INVALID_EVENT_MESSAGE],
  ])('%j → %s', (fields, expected) => {
    expect(notOnSaleMessage(at(fields), NOW)).toBe(expected);
  });
});

describe('sales open time', () => {
  it.each<[string, string | null]>([
    ['2025-07-20T15:30', '2025-07-20T10:00:00.000Z'],
    ['2025-07-20T00:00', '2025-07-19T18:30:00.000Z'],
    ['2025-07-20T24:00', null],
    ['2025-02-30T10:00', null],
    ['2025-07-20 15:30', null],
    ['', null],
  ])('%s → %s', (text, iso) => {
    expect(salesOpenInstant(text)?.toISOString() ?? null).toBe(iso);
  });

  it('is shown in IST', () => {
    expect(formatSalesOpen('2025-12-05T19:00')).toBe('Friday, 5 December 2025, 7:00 PM IST');
  });
});

describe('the event form', () => {
  const form = {
    title: 'Sangeet Night',
    date: '2025-08-01',
    startTime: '19:00',
    endTime: '23:00',
    location: 'Bengaluru',
    price: '499',
    capacity: '200',
  };

  it('publishes with no on-sale time unless told otherwise', () => {
    const parsed = parseEventForm(form);
    expect(parsed.ok && parsed.value).toMatchObject({ status: 'published', salesOpenAt: '' });
  });

  it.each<[Record<string, string>, string | null]>([
    [{ salesOpenAt: '2025-07-25T10:00', status: 'draft' }, null],
    [{ salesOpenAt: '2025-08-01T18:59' }, null],
    [{ salesOpenAt: '2025-08-01T19:00' }, 'Sales must open before the event starts.'],
    [{ salesOpenAt: 'tomorrow' }, 'Please enter when sales open as a date and a time.'],
    [{ status: 'closed' }, 'An event is saved as a draft or published.'],
  ])('%j → %s', (extra, error) => {
    const parsed = parseEventForm({ ...form, ...extra });
    expect(parsed.ok ? null : parsed.error).toBe(error);
  });
});
