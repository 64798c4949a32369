import { Link } from 'react-router-dom';
import { featuredEvent } from '@/config/featured-event';
import { paths } from '@/config/paths';
import { posterImage } from '@/config/poster';
import { site } from '@/config/site';
import { formatEventDate, formatRupees, formatTimeRange } from '@/domain/format';
import { nextPartyShown } from '../next-party/next-party-shown';
import { useStoredNextEvent } from '../next-party/stored-next-event';
import { BLANK_GIF } from './blank-image';

/** Tailwind's lg, where the card below is shown. */
const DESKTOP_QUERY = '(min-width: 1024px)';
/** The card is 24rem wide less its 0.5 rem padding: the 800 px poster covers a 2× screen. */
const poster = posterImage(featuredEvent.imageUrl, '368px');

/**
 * Desktop hero: the next party at a glance, like a ticket stub. Prerendered from the featured
 * event; once the stored read answers it shows the stored event as the booking page does, or the
 * next one on sale when that is sold out, and offers no tickets when none are left (docs/design.md §12.8).
 */
export function NextPartyCard() {
  const { event, onSale, soldOut } = nextPartyShown(useStoredNextEvent());
  return (
    <aside
      id="next-party"
      aria-label="Next party"
      className="relative hidden w-full max-w-sm rotate-2 rounded-[2rem] bg-cream p-2 text-ink shadow-2xl shadow-rani/30 lg:block"
    >
      {/* Shown from lg up only: phones, where the card is hidden, get the 1×1 fallback. */}
      <picture>
        {poster.avifSrcSet && (
          <source
            media={DESKTOP_QUERY}
            type="image/avif"
            srcSet={poster.avifSrcSet}
            sizes={poster.sizes}
          />
        )}
        <source media={DESKTOP_QUERY} srcSet={poster.srcSet ?? poster.src} sizes={poster.sizes} />
        <img
          src={BLANK_GIF}
          alt=""
          width={1600}
          height={600}
          className="h-40 w-full rounded-[1.6rem] object-cover"
        />
      </picture>
      <div className="space-y-3 p-6 wrap-anywhere">
        <p className="text-sm font-semibold tracking-[0.2em] text-rani-deep uppercase">
          Next party
        </p>
        {event ? (
          <>
            <p className="font-display text-2xl leading-tight font-bold">{event.title}</p>
            <p className="font-medium">{formatEventDate(event.date)}</p>
            <p>
              {formatTimeRange(event.startTime, event.endTime)} · {event.location}
            </p>
            <p className="text-sm">
              {site.ageLimit} · {site.durationHours} hours ·{' '}
              {onSale ? `from ${formatRupees(event.price)}` : 'Sold out'}
            </p>
            {soldOut && (
              <p className="text-sm">
                {soldOut.title}, {formatEventDate(soldOut.date)}, is sold out.
              </p>
            )}
            <Link to={paths.booking} className="btn-pink mt-2 w-full">
              {onSale ? 'Get tickets' : 'Sold out: see details'}
            </Link>
          </>
        ) : (
          // Nothing open for booking: no date, place or price to sell (docs/design.md §12.8).
          <>
            <p className="font-display text-2xl leading-tight font-bold">
              There&apos;s no party open for booking right now.
            </p>
            <p>
              New dates are announced on {site.social.network} ({site.social.handle}), or write to
              us and we&apos;ll tell you first.
            </p>
            <Link to={paths.contact} className="btn-pink mt-2 w-full">
              Contact us
            </Link>
          </>
        )}
      </div>
    </aside>
  );
}
