import type { NextEventOnSale } from '@/backend/backend';
import { featuredEvent, type FeaturedEvent } from '@/config/featured-event';
import type { Event } from '@/domain/events';
import { eventJsonLd } from '../event-json-ld';

/**
 * The home page's JSON-LD as the stored read says (docs/design.md §12.8): the next event, marked
 * SoldOut when it has no seats, then the following event on sale if there is one. The prerender
 * can only write the build's featured event; crawlers that run the page's script read this.
 */
export function storedEventsJsonLd(next: NextEventOnSale) {
  const first = eventJsonLd(asFeatured(next.event), next.remaining > 0 ? 'InStock' : 'SoldOut');
  return next.following ? [first, eventJsonLd(asFeatured(next.following.event))] : first;
}

/**
 * Replaces the prerendered JSON-LD in <head>; a page without one (not home) is left alone. With
 * no party open for booking it goes: the build's featured event is no longer on offer.
 */
export function showStoredEventJsonLd(next: NextEventOnSale | 'none'): void {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  if (!script) return;
  if (next === 'none') script.remove();
  else script.textContent = JSON.stringify(storedEventsJsonLd(next));
}

/**
 * A stored event in the featured event's shape. Its location is one line, "venue, city" as the
 * seed writes it: the last part is the city, and the region is known for the featured city only.
 */
function asFeatured(event: Event): FeaturedEvent {
  const cut = event.location.lastIndexOf(',');
  const venue = cut > 0 ? event.location.slice(0, cut).trim() : event.location;
  const city = cut > 0 ? event.location.slice(cut + 1).trim() : featuredEvent.city;
  return {
    ...event,
    venue,
    city,
    region: city === featuredEvent.city ? featuredEvent.region : '',
  };
}
