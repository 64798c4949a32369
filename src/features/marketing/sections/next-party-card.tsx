import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { featuredEvent, featuredEventRecord } from '@/config/featured-event';
import { paths } from '@/config/paths';
import { posterImage } from '@/config/poster';
import { site } from '@/config/site';
import { formatEventDate, formatRupees, formatTimeRange } from '@/domain/format';
import { useStoredNextEvent } from './use-stored-next-event';
import { BLANK_GIF } from './blank-image';

/** Tailwind's lg, where the card below is shown. */
const DESKTOP_QUERY = '(min-width: 1024px)';
const prerendered = { id: 'featured', ...featuredEventRecord() };
/** The card is 24rem wide less its 0.5 rem padding: the 800 px poster covers a 2× screen. */
const poster = posterImage(featuredEvent.imageUrl, '368px');

/**
 * Desktop hero: the next party at a glance, like a ticket stub. Prerendered from the featured
 * event; once the page is interactive it shows the stored event, as the booking page does.
 */
export function NextPartyCard() {
  const card = useRef<HTMLElement>(null);
  const event = useStoredNextEvent(card)?.event ?? prerendered;
  return (
    <aside
      ref={card}
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
      <div className="space-y-3 p-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-rani-deep uppercase">
          Next party
        </p>
        <p className="font-display text-2xl leading-tight font-bold">{event.title}</p>
        <p className="font-medium">{formatEventDate(event.date)}</p>
        <p>
          {formatTimeRange(event.startTime, event.endTime)} · {event.location}
        </p>
        <p className="text-sm">
          {site.ageLimit} · {site.durationHours} hours · from {formatRupees(event.price)}
        </p>
        <Link to={paths.booking} className="btn-pink mt-2 w-full">
          Get tickets
        </Link>
      </div>
    </aside>
  );
}
