import type { AdminEventListing } from '@/backend/admin-backend';
import { SUMMARY_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatEventDate, formatRupeesExact, formatTimeRange } from '@/domain/format';
import { useEventFiguresQuery } from '../api/event-figures-query';
import { QueryView } from '../components/query-view';
import { FigureBar } from './figure-bar';

/**
 * One event at a glance: tickets sold of its capacity, revenue, and people checked in of those
 * booked, counted as the door counts them (docs/design.md §14.4).
 */
export function EventFigures({
  event,
  when,
}: {
  event: AdminEventListing;
  when: 'upcoming' | 'past';
}) {
  const figures = useEventFiguresQuery(event.id);
  const heading = when === 'upcoming' ? 'Next event' : 'Last event';
  return (
    <section aria-labelledby="next-event-heading" className="card flex flex-col gap-5 p-5">
      <div>
        <h2 id="next-event-heading" className="eyebrow">
          {heading}
        </h2>
        <p className="mt-1 font-display text-2xl font-bold wrap-anywhere">{event.title}</p>
        <p className="text-muted">
          {formatEventDate(event.date)} · {formatTimeRange(event.startTime, event.endTime)}
          {when === 'past' && ' · ended, no event is coming up'}
        </p>
      </div>
      <QueryView
        query={figures}
        loadingLabel="Loading the event’s figures…"
        errorMessage={SUMMARY_FETCH_FAILED_MESSAGE}
      >
        {(f) => (
          <div className="grid gap-5 sm:grid-cols-3">
            <FigureBar label="Tickets sold" value={f.ticketsSold} max={event.capacity} />
            {/* Label and figure on one baseline, as the two figures with bars beside it. */}
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-sm text-muted">Revenue</span>
              <output
                aria-label="Revenue"
                className="font-display text-2xl font-bold text-marigold"
              >
                {formatRupeesExact(f.revenue)}
              </output>
            </p>
            <FigureBar label="People checked in" value={f.checkedInPeople} max={f.bookedPeople} />
          </div>
        )}
      </QueryView>
    </section>
  );
}
