import { Link } from 'react-router-dom';
import { featuredEvent } from '@/config/featured-event';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { BASIC_TICKET_PRICE } from '@/domain/prices';
import { formatEventDate, formatRupees, formatTimeRange } from '@/domain/format';

/** Desktop hero: the next party at a glance, like a ticket stub. */
export function NextPartyCard() {
  return (
    <aside
      id="next-party"
      aria-label="Next party"
      className="relative hidden w-full max-w-sm rotate-2 rounded-[2rem] bg-cream p-2 text-ink shadow-2xl shadow-rani/30 lg:block"
    >
      <img
        src="/media/poster.webp"
        alt=""
        width={1600}
        height={600}
        className="h-40 w-full rounded-[1.6rem] object-cover"
      />
      <div className="space-y-3 p-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-rani-deep uppercase">
          Next party
        </p>
        <p className="font-display text-2xl leading-tight font-bold">{featuredEvent.title}</p>
        <p className="font-medium">{formatEventDate(featuredEvent.date)}</p>
        <p>
          {formatTimeRange(featuredEvent.startTime, featuredEvent.endTime)} · {featuredEvent.city}
        </p>
        <p className="text-sm">
          {site.ageLimit} · {site.durationHours} hours · from {formatRupees(BASIC_TICKET_PRICE)}
        </p>
        <Link to={paths.booking} className="btn-pink mt-2 w-full">
          Get tickets
        </Link>
      </div>
    </aside>
  );
}
