import { useId } from 'react';
import type { AdminEventListing } from '@/backend/admin-backend';
import {
  allowedActions,
  EVENT_STATE_LABELS,
  eventState,
  formatSalesOpen,
} from '@/domain/event-life';
import { formatCount, formatEventDate, formatRupees, formatTimeRange } from '@/domain/format';
import { EVENT_HAS_BOOKINGS_MESSAGE } from '@/domain/seats';

export interface EventItemProps {
  event: AdminEventListing;
  /** The event is the one in the form right now. */
  editing: boolean;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
  onLifeAction: (action: 'end-sales' | 'cancel') => void;
}

/**
 * One event: its state, when and where, price, seats sold of capacity, and Edit / Delete, with
 * "End sales now" and "Cancel event" while they apply (docs/design.md §3.12).
 */
export function EventItem({ event, editing, now, onEdit, onDelete, onLifeAction }: EventItemProps) {
  const state = eventState(event, now);
  const actions = allowedActions(state);
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
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            state === 'on-sale' ? 'bg-henna/20 text-henna-soft' : 'bg-white/10 text-muted'
          }`}
        >
          {EVENT_STATE_LABELS[state]}
        </span>
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
        {event.salesOpenAt ? (
          <>
            <dt className="text-muted">Sales open</dt>
            <dd>{formatSalesOpen(event.salesOpenAt)}</dd>
          </>
        ) : null}
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
        {actions.includes('end-sales') ? (
          <button
            type="button"
            aria-label={`End sales now for ${name}`}
            className="btn-ghost"
            onClick={() => onLifeAction('end-sales')}
          >
            End sales now
          </button>
        ) : null}
        {actions.includes('cancel') ? (
          <button
            type="button"
            aria-label={`Cancel event ${name}`}
            className="btn border border-rani-soft/60 text-rani-soft hover:bg-rani-deep/30"
            onClick={() => onLifeAction('cancel')}
          >
            Cancel event
          </button>
        ) : null}
      </div>
      {hasBookings ? (
        <p id={whyNotId} className="text-sm text-muted">
          {EVENT_HAS_BOOKINGS_MESSAGE}
        </p>
      ) : null}
    </li>
  );
}
