/**
 * The party the marketing pages advertise. Home's structured data is built from it at
 * prerender time, and the demo backend seeds its upcoming event from the same record,
 * so the two can no longer disagree (DESIGN §9).
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
};
