import { describe, expect, it } from 'vitest';
import { config } from '@/config/env';
import { featuredEvent } from '@/config/featured-event';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CURRENCY, TICKET_PRICES, TICKET_TIERS, TICKET_TIER_NAMES } from '@/domain/prices';
import { eventJsonLd } from '@/features/marketing/event-json-ld';

describe('eventJsonLd(featuredEvent)', () => {
  const ld = eventJsonLd(featuredEvent);

  it('is a schema.org Event named after the featured event', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe(featuredEvent.title);
    expect(ld.description).toBe(featuredEvent.description);
  });

  it('starts and ends on the event date in India time (+05:30)', () => {
    expect(ld.startDate).toBe(`${featuredEvent.date}T${featuredEvent.startTime}:00+05:30`);
    expect(ld.endDate).toBe(`${featuredEvent.date}T${featuredEvent.endTime}:00+05:30`);
  });

  it('lasts the advertised number of hours', () => {
    const hours = (Date.parse(ld.endDate) - Date.parse(ld.startDate)) / 3_600_000;
    expect(hours).toBe(site.durationHours);
  });

  it('is located at the venue, in the event city, in India', () => {
    expect(ld.location.name).toBe(featuredEvent.venue);
    expect(ld.location.address).toMatchObject({
      addressLocality: featuredEvent.city,
      addressRegion: featuredEvent.region,
      addressCountry: 'IN',
    });
  });

  it('offers one ticket per tier at the domain price, in INR, bookable on the booking page', () => {
    expect(ld.offers).toHaveLength(TICKET_TIERS.length);
    expect(ld.offers).toEqual(
      TICKET_TIERS.map((tier) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: `${TICKET_TIER_NAMES[tier]} ticket`,
          price: TICKET_PRICES[tier],
          priceCurrency: CURRENCY,
          url: `${config.siteUrl}${paths.booking}`,
        }),
      ),
    );
    expect(ld.offers.map((offer) => offer.price)).toEqual([499, 1212]);
    expect(CURRENCY).toBe('INR');
  });

  it('is organised by the site, with its contact e-mail', () => {
    expect(ld.organizer).toEqual({
      '@type': 'Organization',
      name: site.name,
      url: config.siteUrl,
      email: site.email,
    });
  });

  it('follows whatever event it is given', () => {
    const other = { ...featuredEvent, date: '2027-01-02', startTime: '19:30', city: 'Pune' };
    const built = eventJsonLd(other);
    expect(built.startDate).toBe('2027-01-02T19:30:00+05:30');
    expect(built.location.address.addressLocality).toBe('Pune');
  });
});
