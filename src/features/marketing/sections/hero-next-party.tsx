import { site } from '@/config/site';
import { formatEventDate, formatRupees, formatTimeRange } from '@/domain/format';
import { nextPartyShown } from '../next-party/next-party-shown';
import { useStoredNextEvent } from '../next-party/stored-next-event';

/**
 * The next party's when, where and price in the hero on phones and tablets, where the Next
 * party card (lg and up) is hidden: above the fold and in the prerendered HTML, from the featured
 * event (docs/design.md §12.7); once the stored read answers, from the stored event, and never a
 * price for a sold-out one (docs/design.md §12.8).
 */
export function HeroNextParty() {
  const { event, onSale, soldOut } = nextPartyShown(useStoredNextEvent());
  const className =
    'mt-6 space-y-1 border-l-2 border-marigold pl-4 text-base wrap-anywhere text-cream lg:hidden';
  if (!event) {
    // Nothing open for booking: no date, place or price to sell (docs/design.md §12.8).
    return (
      <ul id="hero-next-party" aria-label="Next party" className={className}>
        <li className="font-semibold">There&apos;s no party open for booking right now.</li>
        <li>
          New dates are announced on {site.social.network} ({site.social.handle}).
        </li>
      </ul>
    );
  }
  return (
    <ul id="hero-next-party" aria-label="Next party" className={className}>
      {soldOut && <li>{formatEventDate(soldOut.date)} is sold out. Next:</li>}
      <li className="font-semibold">
        {formatEventDate(event.date)}, {formatTimeRange(event.startTime, event.endTime)}
      </li>
      <li>{event.location}</li>
      <li>
        {onSale ? (
          <>
            Tickets from <strong className="text-marigold">{formatRupees(event.price)}</strong>
          </>
        ) : (
          <strong className="text-marigold">Sold out</strong>
        )}
      </li>
    </ul>
  );
}
