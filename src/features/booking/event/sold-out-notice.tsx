import { site } from '@/config/site';
import type { EventAvailability } from '@/domain/seats';
import { formatEventDate } from '@/domain/format';
import { SOLD_OUT_MESSAGE } from '@/domain/quantities';

/**
 * The top of /booking when the next event has no seats left (docs/design.md §12.8): it says so
 * before anything else, instead of a form that can only end in "sold out", and points at the next
 * party when there is one (shown below it with its own form).
 */
export function SoldOutNotice({
  soldOut,
  following,
}: {
  soldOut: EventAvailability;
  following: EventAvailability | null;
}) {
  const { event } = soldOut;
  return (
    <section
      aria-labelledby="sold-out-heading"
      className="rounded-3xl border border-rani/50 bg-plum/70 p-6 text-center md:p-8"
    >
      <p className="eyebrow">Sold out</p>
      <h1
        id="sold-out-heading"
        className="mt-2 font-display text-3xl font-bold wrap-anywhere md:text-4xl"
      >
        {event.title} · {formatEventDate(event.date)}
      </h1>
      <p role="status" className="mt-3 text-lg font-semibold text-marigold">
        {SOLD_OUT_MESSAGE}
      </p>
      {following ? (
        <p className="mt-2 wrap-anywhere text-muted">
          Every place is taken. The next party, <strong>{following.event.title}</strong> on{' '}
          {formatEventDate(following.event.date)}, still has tickets: book it below.
        </p>
      ) : (
        <p className="mt-2 text-muted">
          Every place is taken. New dates are announced on {site.social.network} (
          {site.social.handle}) first.
        </p>
      )}
    </section>
  );
}
