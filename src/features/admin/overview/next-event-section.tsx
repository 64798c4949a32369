import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminEventListing } from '@/backend/admin-backend';
import { paths } from '@/config/paths';
import { EVENTS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { overviewEvent } from '@/domain/overview-event';
import { useAdminEventsQuery } from '../api/events-query';
import { EmptyState } from '../components/empty-state';
import { QueryView } from '../components/query-view';
import { EventFigures } from './event-figures';

/**
 * What the overview leads with (docs/design.md §14.4): the event the door checks in, or with none
 * to come the last one, labelled as over.
 */
export function NextEventSection() {
  const events = useAdminEventsQuery();
  const [now] = useState(() => new Date());
  return (
    <QueryView
      query={events}
      loadingLabel="Loading the next event…"
      errorMessage={EVENTS_FETCH_FAILED_MESSAGE}
    >
      {(list) => {
        const picked = overviewEvent<AdminEventListing>(list, now);
        if (!picked) {
          return (
            <EmptyState
              next="Create one and its sales and check-ins show here."
              action={
                <Link to={paths.adminEvents} className="btn-primary">
                  Create an event
                </Link>
              }
            >
              No events yet.
            </EmptyState>
          );
        }
        return <EventFigures event={picked.event} when={picked.when} />;
      }}
    </QueryView>
  );
}
