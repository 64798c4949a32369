import type { EventFormValues } from '@/domain/events';
import { DEFAULT_POSTER } from './poster';

/**
 * The party the site advertises: the one definition that home's structured data (prerendered),
 * its next-party card (until the stored event loads), and the seed of both backends are made
 * from, so they cannot disagree (docs/design.md §9.3). Organisers change the live event in the
 * admin area; the booking page and the card then show the stored record.
 */
export interface FeaturedEvent {
  title: string;
  description: string;
  /** YYYY-MM-DD, India time. */
  date: string;
  startTime: string;
  endTime: string;
  venue: string;
  city: string;
  region: string;
  /** Whole rupees: the Basic ticket's price, which the event record carries. */
  price: number;
  capacity: number;
  imageUrl: string;
}

export const featuredEvent: FeaturedEvent = {
  title: 'Sangeet Vibes: The Mock Sangeet Night',
  description:
    'A 4-hour mock sangeet party for adults (18+): DJ, dhol, dance-offs, a mehndi corner, photo booths and refreshments. Dress code: girls in sarees, boys in traditional attire.',
  date: '2026-12-19',
  startTime: '18:00',
  endTime: '22:00',
  venue: 'The Courtyard, Indiranagar',
  city: 'Bengaluru',
  region: 'Karnataka',
  price: 499,
  capacity: 200,
  imageUrl: DEFAULT_POSTER,
};

/** The events/{id} fields for the featured party (on `date`, which a seed may move). */
export function featuredEventRecord(
  date: string = featuredEvent.date,
  event: FeaturedEvent = featuredEvent,
): EventFormValues {
  return {
    title: event.title,
    date,
    startTime: event.startTime,
    endTime: event.endTime,
    location: `${event.venue}, ${event.city}`,
    price: event.price,
    capacity: event.capacity,
    imageUrl: event.imageUrl,
    description: event.description,
  };
}
