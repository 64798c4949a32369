import type { StoredEvent } from '@/domain/seats';

/** An events/{id} document as stored, with its seat counters; any field can be overridden. */
export function storedEvent(
  overrides: Partial<StoredEvent> & { id: string; date: string },
): StoredEvent {
  return {
    title: 'Sangeet Night',
    startTime: '18:00',
    endTime: '22:00',
    location: 'Bengaluru',
    price: 499,
    capacity: 200,
    imageUrl: '',
    description: '',
    sold: 0,
    holds: {},
    ...overrides,
  };
}
