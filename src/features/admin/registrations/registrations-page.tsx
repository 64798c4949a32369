import { useCallback, useMemo, useState } from 'react';
import type { Registrations } from '@/backend/admin-backend';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import {
  NO_REGISTRATION_FILTER,
  registrationsOfPage,
  toRegistrations,
  type Registration,
  type RegistrationFilter,
} from '@/domain/registrations';
import { useSettledValue } from '@/lib/use-settled-value';
import { useAdminBackend } from '../auth/admin-auth-context';
import { useAdminEventsQuery } from '../api/events-query';
import { useRegistrationsQuery } from '../api/registrations-query';
import { QueryView } from '../components/query-view';
import { eventLabels } from './event-labels';
import { RegistrationFilters } from './registration-filters';
import { RegistrationResults } from './registration-results';
import { TopUpDialog } from './top-up-dialog';

// Pages are never changed once fetched, so their rows are made once and keep their identity:
// a memoised card is not rendered again when another page arrives.
const rowsOfPage = new WeakMap<Registrations, Registration[]>();
function cachedRows(page: Registrations): Registration[] {
  let rows = rowsOfPage.get(page);
  if (!rows) {
    rows = registrationsOfPage(page);
    rowsOfPage.set(page, rows);
  }
  return rows;
}

/**
 * /admin/dashboard/registered-users (docs/product-spec.md §2, docs/design.md §14.3): every
 * booking, searched and filtered by the backend, with the total, Top-Up and CSV.
 */
export function RegistrationsPage() {
  const admin = useAdminBackend();
  const events = useAdminEventsQuery();
  const [filter, setFilter] = useState<RegistrationFilter>(NO_REGISTRATION_FILTER);
  const [topUpFor, setTopUpFor] = useState<string | null>(null);
  // The search is asked for after a pause in typing where a query costs a round trip.
  const pause = admin.registrations.searchPauseMs;
  const settledSearch = useSettledValue(filter.search, pause);
  const search = pause === 0 ? filter.search : settledSearch;
  const asked = useMemo(
    () => ({ search, eventId: filter.eventId, checkIn: filter.checkIn }),
    [search, filter.eventId, filter.checkIn],
  );
  const query = useRegistrationsQuery(asked);

  const pages = query.data?.pages;
  const registrations = useMemo(() => (pages ? toRegistrations(pages, cachedRows) : []), [pages]);
  const total = pages?.[0]?.total ?? registrations.length;
  const labels = useMemo(
    () => eventLabels(events.data, registrations),
    [events.data, registrations],
  );
  const anyFilter =
    filter.search.trim() !== '' || filter.eventId !== '' || filter.checkIn !== 'all';

  const openTopUp = useCallback((email: string) => setTopUpFor(email), []);
  return (
    <section aria-labelledby="registrations-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="registrations-heading" className="font-display text-3xl font-bold">
          Registered Users
        </h1>
        <button type="button" className="btn-primary" onClick={() => setTopUpFor('')}>
          Top-Up Wallet
        </button>
      </div>
      <RegistrationFilters filter={filter} events={labels.options} onChange={setFilter} />
      <QueryView
        query={{
          ...query,
          // The list waits for the events list too: drawn before it, each row named its event
          // without the date, which then appeared under the reader. A failed events list does not
          // hold it up (a booking's copied title still names its event).
          isPending: query.isPending || events.isPending,
          // A failed "Load more" keeps what is on screen; only a failed first page replaces it.
          isError: query.isError && query.data === undefined,
        }}
        loadingLabel="Loading registrations…"
        errorMessage={REGISTRATIONS_FETCH_FAILED_MESSAGE}
        isEmpty={() => registrations.length === 0 && !anyFilter && !query.isPlaceholderData}
        empty="No one has registered yet. Bookings appear here as soon as they are paid."
      >
        {() => (
          <RegistrationResults
            matching={registrations}
            total={total}
            filter={asked}
            events={events.data}
            onClearFilters={() => setFilter(NO_REGISTRATION_FILTER)}
            stale={query.isPlaceholderData || search !== filter.search}
            labelOf={labels.labelOf}
            eventNameOf={labels.eventNameOf}
            onTopUp={openTopUp}
            hasMore={query.hasNextPage && !query.isPlaceholderData}
            loadingMore={query.isFetchingNextPage}
            loadMoreFailed={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )}
      </QueryView>
      {topUpFor !== null && <TopUpDialog email={topUpFor} onClose={() => setTopUpFor(null)} />}
    </section>
  );
}
