import { useEffect, useId, useRef, useState } from 'react';
import type { AdminEventListing } from '@/backend/admin-backend';
import { messageFor } from '@/backend/error-message';
import { EVENT_DELETE_FAILED_MESSAGE, EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatCount, formatEventDate } from '@/domain/format';
import { useDeleteEventMutation } from '../api/delete-event-mutation';
import { useAdminEventsQuery } from '../api/events-query';
import { ConfirmDialog } from '../components/confirm-dialog';
import { QueryView } from '../components/query-view';
import { EventItem } from './event-item';
import { EventLifeDialog, type LifeAction } from './event-life-actions';

export interface EventListProps {
  editingId: string | null;
  onEdit: (event: AdminEventListing) => void;
  /** Called once an event is gone, so a form holding it can let go. */
  onDeleted: (id: string) => void;
}

/** Every event, date ascending, with Edit and Delete (which asks first, and may be refused). */
export function EventList({ editingId, onEdit, onDeleted }: EventListProps) {
  const events = useAdminEventsQuery();
  const remove = useDeleteEventMutation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<AdminEventListing | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [changing, setChanging] = useState<{
    event: AdminEventListing;
    action: LifeAction;
  } | null>(null);
  const now = new Date();

  // The deleted event's row (and the button that opened the dialog) is gone: focus the list.
  useEffect(() => {
    if (deleted) heading.current?.focus();
  }, [deleted]);

  const cancel = () => {
    setAsking(null);
    remove.reset();
  };
  const confirm = (event: AdminEventListing) =>
    remove.mutate(event.id, {
      onSuccess: () => {
        setAsking(null);
        setDeleted(event.title);
        onDeleted(event.id);
      },
    });

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-bold focus:outline-none"
        >
          All events
        </h2>
        <p role="status" className="text-sm text-henna-soft">
          {deleted ? `Deleted “${deleted}”.` : null}
        </p>
      </div>
      <QueryView
        query={events}
        loadingLabel="Loading events…"
        errorMessage={EVENTS_FETCH_FAILED_MESSAGE}
        isEmpty={(list) => list.length === 0}
        empty="No events yet."
        emptyNext="Create the first one with the New event form; the booking page sells the next one to come."
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
            {list.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                editing={event.id === editingId}
                now={now}
                onEdit={() => onEdit(event)}
                onLifeAction={(action) => {
                  setDeleted(null);
                  setChanging({ event, action });
                }}
                onDelete={() => {
                  remove.reset();
                  setDeleted(null);
                  setAsking(event);
                }}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {changing ? (
        <EventLifeDialog
          event={changing.event}
          action={changing.action}
          onDone={() => setChanging(null)}
        />
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={`Delete event “${asking.title}”?`}
          confirmLabel="Delete"
          busy={remove.isPending}
          error={remove.isError ? messageFor(remove.error, EVENT_DELETE_FAILED_MESSAGE) : null}
          onConfirm={() => confirm(asking)}
          onCancel={cancel}
        >
          {formatEventDate(asking.date)}.{' '}
          {asking.sold > 0
            ? `Seats sold: ${formatCount(asking.sold)} of ${formatCount(asking.capacity)}.`
            : 'Nobody has booked it yet. This cannot be undone.'}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
