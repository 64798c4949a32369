import { useId } from 'react';
import type { AdminEventListing } from '@/backend/admin-backend';
import { formatCount, formatEventDate, formatRupees, formatTimeRange } from '@/domain/format';
import { EVENT_HAS_BOOKINGS_MESSAGE } from '@/domain/seats';

export interface EventItemProps {
  event: AdminEventListing;
  /** The event is the one in the form right now. */
  editing: boolean;
  past: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One event: when and where, price, seats sold of capacity, and Edit / Delete. */
export function EventItem({ event, editing, past, onEdit, onDelete }: EventItemProps) {
  // Two events may share a title (the same party every year): the date tells them apart.
  const name = `${event.title}, ${formatEventDate(event.date)}`;
  // Said before Delete is pressed, not after a confirmation (the backend refuses it anyway).
  const hasBookings = event.sold > 0;
  const whyNotId = useId();
  return (
    <li
      aria-label={name}
      className={`card flex min-w-0 flex-col gap-3 p-5 ${editing ? 'border-marigold/70' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-display text-xl font-bold wrap-anywhere">{event.title}</h3>
        {past ? (
          <span className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-muted">
            Past
          </span>
        ) : null}
        {editing ? (
          <span className="rounded-full bg-marigold/20 px-3 py-1 text-sm font-semibold text-marigold">
            Editing
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Date</dt>
        <dd>{formatEventDate(event.date)}</dd>
        <dt className="text-muted">Time</dt>
        <dd>{formatTimeRange(event.startTime, event.endTime)}</dd>
        <dt className="text-muted">Location</dt>
        <dd className="wrap-anywhere">{event.location}</dd>
        <dt className="text-muted">Price</dt>
        <dd>{event.price === 0 ? 'Free' : formatRupees(event.price)}</dd>
        <dt className="text-muted">Seats sold</dt>
        <dd>
          {formatCount(event.sold)} / {formatCount(event.capacity)}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          aria-label={`Edit ${name}`}
          className="btn-ghost"
          onClick={onEdit}
          disabled={editing}
        >
          Edit
        </button>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          aria-describedby={hasBookings ? whyNotId : undefined}
          className="btn border border-rani-soft/60 text-rani-soft enabled:hover:bg-rani-deep/30 disabled:cursor-not-allowed disabled:opacity-50"
          onClick={onDelete}
          disabled={hasBookings}
        >
          Delete
        </button>
      </div>
      {hasBookings ? (
        <p id={whyNotId} className="text-sm text-muted">
          {EVENT_HAS_BOOKINGS_MESSAGE}
        </p>
      ) : null}
    </li>
  );
}
