import { describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGES as M,
  isPastEvent,
  nextUpcomingEvent,
  parseEventForm,
  remainingCapacity,
  sortEventsByDate,
  type Event,
} from '@/domain/events';

const validForm = {
  title: 'Sangeet Vibes: No Shaadi. Just Vibes.',
  date: '2025-07-28',
  startTime: '18:00',
  endTime: '22:00',
  location: 'Bengaluru',
  price: '1212',
  capacity: '200',
  imageUrl: 'https://example.com/poster.jpg',
  description: 'A mock sangeet.',
};

describe('event form', () => {
  it('accepts a complete form and cleans it', () => {
    expect(
      parseEventForm({
        ...validForm,
        title: '  Party  ',
        imageUrl: undefined,
        description: undefined,
      }),
    ).toEqual({
      ok: true,
      value: {
        ...validForm,
        title: 'Party',
        price: 1212,
        capacity: 200,
        imageUrl: '',
        description: '',
        salesOpenAt: '',
        status: 'published',
      },
    });
  });

  it.each<[string, string, unknown, string | null]>([
    ['title', 'missing', undefined, M.titleRequired],
    ['title', 'blank', '   ', M.titleRequired],
    ['title', '120 chars', 'x'.repeat(120), null],
    ['title', '121 chars', 'x'.repeat(121), M.titleTooLong],
    ['date', 'missing', '', M.dateRequired],
    ['date', 'impossible', '2025-02-30', M.dateInvalid],
    ['date', 'wrong shape', '28/07/2025', M.dateInvalid],
    ['startTime', 'missing', '', M.startRequired],
    ['startTime', '24:00', '24:00', M.timeInvalid],
    ['startTime', 'midnight', '00:00', null],
    ['endTime', 'missing', undefined, M.endRequired],
    ['endTime', 'a minute after the start', '18:01', null],
    ['endTime', 'the same as the start', '18:00', M.endNotAfterStart],
    ['endTime', 'before the start', '17:59', M.endNotAfterStart],
    ['endTime', 'past midnight (read as before the start)', '02:00', M.endNotAfterStart],
    ['location', 'blank', ' ', M.locationRequired],
    ['price', 'missing', '', M.priceRequired],
    ['price', 'free', '0', null],
    ['price', 'negative', '-1', M.priceInvalid],
    ['price', 'fraction', '499.5', M.priceInvalid],
    ['price', 'not a number', 'abc', M.priceInvalid],
    ['capacity', 'missing', undefined, M.capacityRequired],
    ['capacity', '0', 0, M.capacityInvalid],
    ['capacity', '1', 1, null],
    ['capacity', '100000', '100000', null],
    ['capacity', '100001', '100001', M.capacityInvalid],
    ['imageUrl', 'site path', '/images/poster.jpg', null],
    ['imageUrl', 'https', 'https://example.com/a.png', null],
    ['imageUrl', 'HTTPS in capitals', 'HTTPS://example.com/a.png', null],
    ['imageUrl', 'http', 'http://example.com/a.png', M.imageUrlInvalid],
    ['imageUrl', 'https with no address', 'https://', M.imageUrlInvalid],
    ['imageUrl', 'javascript:', 'javascript:alert(1)', M.imageUrlInvalid],
    ['imageUrl', 'data:', 'data:image/png;base64,AAAA', M.imageUrlInvalid],
    ['imageUrl', 'protocol-relative', '//evil.example/a.png', M.imageUrlInvalid],
    ['description', '5000 chars', 'd'.repeat(5000), null],
    ['description', '5001 chars', 'd'.repeat(5001), M.descriptionTooLong],
  ])('%s %s', (field, _case, value, message) => {
    const result = parseEventForm({ ...validForm, [field]: value });
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
  });

  it('reports only the "required" message for an empty required field', () => {
    const result = parseEventForm({ ...validForm, date: '' });
    expect(result).toEqual({
      ok: false,
      error: M.dateRequired,
      fieldErrors: { date: M.dateRequired },
    });
  });

  it('lists every required field when the form is empty', () => {
    const result = parseEventForm({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors).toEqual({
        title: M.titleRequired,
        date: M.dateRequired,
        startTime: M.startRequired,
        endTime: M.endRequired,
        location: M.locationRequired,
        price: M.priceRequired,
        capacity: M.capacityRequired,
      });
    }
  });
});

const event = (id: string, date: string, startTime = '18:00'): Event => ({
  id,
  title: id,
  date,
  startTime,
  endTime: '22:00',
  location: 'Bengaluru',
  price: 1212,
  capacity: 200,
  imageUrl: '',
  description: '',
});

describe('nextUpcomingEvent', () => {
  const past = event('past', '2025-07-26');
  const today = event('today', '2025-07-27');
  const later = event('later', '2025-08-15');
  const laterEarly = event('later-early', '2025-08-15', '12:00');
  const broken = event('broken', 'soon');

  it.each<[string, Event[], string, string | null]>([
    ['no events', [], '2025-07-27T06:00:00.000Z', null],
    ['only past events', [past], '2025-07-27T06:00:00.000Z', null],
    ['today counts as upcoming', [later, today, past], '2025-07-27T06:00:00.000Z', 'today'],
    ['still today at 23:59:59 IST', [later, today], '2025-07-27T18:29:59.999Z', 'today'],
    ['gone at 00:00 IST next day', [later, today], '2025-07-27T18:30:00.000Z', 'later'],
    [
      'earliest start on the same day wins',
      [later, laterEarly],
      '2025-07-28T00:00:00.000Z',
      'later-early',
    ],
    ['unreadable dates are ignored', [broken, later], '2025-07-27T06:00:00.000Z', 'later'],
  ])('%s', (_name, events, now, expectedId) => {
    expect(nextUpcomingEvent(events, new Date(now))?.id ?? null).toBe(expectedId);
  });

  it('does not reorder the input', () => {
    const input = [later, today, past];
    sortEventsByDate(input);
    nextUpcomingEvent(input, new Date('2025-07-27T06:00:00.000Z'));
    expect(input.map((e) => e.id)).toEqual(['later', 'today', 'past']);
  });

  it('sorts by date, then start time, then id', () => {
    const sameSlot = event('a-same', '2025-08-15');
    expect(sortEventsByDate([later, past, laterEarly, sameSlot]).map((e) => e.id)).toEqual([
      'past',
      'later-early',
      'a-same',
      'later',
    ]);
  });
});

describe('remainingCapacity', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [1, 1, 0],
    [200, 0, 200],
    [200, 199, 1],
    [200, 200, 0],
    [200, 250, 0],
    [200, -5, 200],
    [200, 1.5, 198],
    [Number.NaN, 0, 0],
    [200, Number.NaN, 0],
    [Infinity, 0, 0],
  ])('capacity %d, sold %d → %i', (capacity, sold, expected) => {
    expect(remainingCapacity({ capacity }, sold)).toBe(expected);
  });
});

describe('isPastEvent (the scanner marks these "(past)")', () => {
  it.each([
    // event date, now (UTC), past?
    ['2025-07-27', '2025-07-27T18:29:59.000Z', false], // 23:59 IST the same day
    ['2025-07-27', '2025-07-27T18:30:00.000Z', true], // 00:00 IST the next day
    ['2025-07-28', '2025-07-27T18:30:00.000Z', false], // today in India
    ['2025-07-29', '2025-07-27T06:00:00.000Z', false],
  ])('%s at %s → %s', (date, now, past) => {
    expect(isPastEvent({ date }, new Date(now))).toBe(past);
  });
});
