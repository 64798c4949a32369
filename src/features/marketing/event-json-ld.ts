import { config } from '@/config/env';
import type { FeaturedEvent } from '@/config/featured-event';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ticketTiers } from '@/config/ticket-tiers';
import { CURRENCY } from '@/domain/prices';

const IST_OFFSET = '+05:30';

type Availability = 'InStock' | 'SoldOut';

/** schema.org Event for the home page, with one offer per ticket tier. */
export function eventJsonLd(event: FeaturedEvent, availability: Availability = 'InStock') {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: `${event.date}T${event.startTime}:00${IST_OFFSET}`,
    endDate: `${event.date}T${event.endTime}:00${IST_OFFSET}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    typicalAgeRange: '18-',
    image: [`${config.siteUrl}/og-image.jpg`, `${config.siteUrl}/media/poster.jpg`],
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.city,
        ...(event.region ? { addressRegion: event.region } : {}),
        addressCountry: 'IN',
      },
    },
    organizer: { '@type': 'Organization', name: site.name, url: config.siteUrl, email: site.email },
    offers: ticketTiers.map((tier) => ({
      '@type': 'Offer',
      name: `${tier.name} ticket`,
      price: tier.price,
      priceCurrency: CURRENCY,
      availability: `https://schema.org/${availability}`,
      url: `${config.siteUrl}${paths.booking}`,
    })),
  };
}
