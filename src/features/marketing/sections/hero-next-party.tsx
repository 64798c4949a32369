import { featuredEvent } from '@/config/featured-event';
import { formatEventDate, formatRupees, formatTimeRange } from '@/domain/format';

/**
 * The next party's when, where and price in the hero on phones and tablets, where the Next
 * party card (lg and up) is hidden: above the fold and in the prerendered HTML, from the featured
 * event (docs/design.md §12.7).
 */
export function HeroNextParty() {
  const event = featuredEvent;
  return (
    <ul
      id="hero-next-party"
      aria-label="Next party"
      className="mt-6 space-y-1 border-l-2 border-marigold pl-4 text-base text-cream lg:hidden"
    >
      <li className="font-semibold">
        {formatEventDate(event.date)}, {formatTimeRange(event.startTime, event.endTime)}
      </li>
      <li>
        {event.venue}, {event.city}
      </li>
      <li>
        Tickets from <strong className="text-marigold">{formatRupees(event.price)}</strong>
      </li>
    </ul>
  );
}
