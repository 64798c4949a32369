import { describe, expect, it } from 'vitest';
import type { Event } from '@/domain/events';
import { overviewEvent } from '@/domain/overview-event';

const on = (id: string, date: string, startTime = '18:00'): Event => ({
  id,
  title: id,
  date,
  startTime,
  endTime: '22:00',
  location: 'Mumbai',
  price: 499,
  capacity: 200,
  imageUrl: '',
  description: '',
});

// 10:00 in India on 1 June 2030.
const NOW = new Date('2030-06-01T04:30:00.000Z');

describe('overviewEvent (docs/design.md §14.4: the door’s event, else the last one)', () => {
  it.each<[string, Event[], string | null, 'upcoming' | 'past' | null]>([
    ['nothing at all', [], null, null],
    [
      'today’s event is still the next one',
      [on('today', '2030-06-01'), on('later', '2030-07-01')],
      'today',
      'upcoming',
    ],
    [
      'the nearest of two to come',
      [on('later', '2030-07-01'), on('sooner', '2030-06-02')],
      'sooner',
      'upcoming',
    ],
    [
      'a past one never leads while one is to come',
      [on('before', '2030-05-31'), on('later', '2030-07-01')],
      'later',
      'upcoming',
    ],
    [
      'none to come: the most recent past one',
      [on('older', '2030-01-01'), on('latest', '2030-05-31')],
      'latest',
      'past',
    ],
    [
      'the same past day: the later start',
      [on('early', '2030-05-31', '12:00'), on('late', '2030-05-31', '19:00')],
      'late',
      'past',
    ],
    [
      'an unreadable date is never picked',
      [on('bad', 'someday'), on('old', '2029-12-31')],
      'old',
      'past',
    ],
  ])('%s', (_name, events, id, when) => {
    const picked = overviewEvent(events, NOW);
    expect(picked?.event.id ?? null).toBe(id);
    expect(picked?.when ?? null).toBe(when);
  });
});
