import { useDeferredValue, useMemo } from 'react';
import type { Event } from '@/domain/events';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatCount } from '@/domain/format';
import {
  REGISTRATIONS_PAGE_SIZE,
  type Registration,
  type RegistrationFilter,
} from '@/domain/registrations';
import { useMediaQuery } from '@/lib/use-media-query';
import { CardChunks } from './card-chunks';
import type { EventName } from './event-labels';
import { ExportCsvButton } from './export-csv-button';
import { RegistrationsTable } from './registrations-table';

/** From here up the registrations are a table; below, cards (docs/design.md §14.3). */
const TABLE_QUERY = '(min-width: 1024px)';

export interface RegistrationResultsProps {
  /** The loaded pages of registrations matching the filters. */
  matching: readonly Registration[];
  /** How many registrations match in all, loaded or not (the backend's count). */
  total: number;
  /** The filters the list answers: what Export CSV exports in full. */
  filter: RegistrationFilter;
  events: readonly Event[] | undefined;
  onClearFilters: () => void;
  /** The filters are ahead of the list (their answer is on its way). */
  stale: boolean;
  labelOf: (registration: Registration) => string;
  eventNameOf: (registration: Registration) => EventName;
  onTopUp: (email: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/** 'Showing 105 of 5,005 registrations': what is on screen, and how many match in all. */
export function showingLabel(shown: number, total: number): string {
  return `Showing ${formatCount(shown)} of ${formatCount(total)} ${total === 1 ? 'registration' : 'registrations'}`;
}

/** The filtered list: its count, Export CSV, the table or cards, and Load more while pages remain. */
export function RegistrationResults({
  matching,
  total,
  filter,
  events,
  onClearFilters,
  stale,
  labelOf,
  eventNameOf,
  onTopUp,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: RegistrationResultsProps) {
  const wide = useMediaQuery(TABLE_QUERY);
  // While a new filter's answer is on its way (a first page, so at most a page per source), the
  // last list is cut to its first page: taking down the thousands of rows loaded before then
  // happens while the backend reads, not after its answer, when it held the answer back
  // (docs/design.md §14.3).
  const drawn = useMemo(
    () =>
      stale && matching.length > REGISTRATIONS_PAGE_SIZE
        ? matching.slice(0, REGISTRATIONS_PAGE_SIZE)
        : matching,
    [stale, matching],
  );
  // The count follows each answer at once; the rows (a hundred new cards or more) a moment later,
  // in a render that typing can interrupt.
  const shown = useDeferredValue(drawn);
  const behind = stale || shown !== drawn;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-muted">
          {showingLabel(matching.length, total)}
        </p>
        <ExportCsvButton filter={filter} events={events} disabled={total === 0} />
      </div>
      {matching.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 text-center">
          <p>No registrations match these filters.</p>
          <p className="text-sm text-muted">
            Search finds the start of a name, e-mail or booking ID (“asha”, “rao”, “4242”).
          </p>
          <button type="button" className="btn-ghost" onClick={onClearFilters}>
            Clear filters
          </button>
        </div>
      ) : (
        <div aria-busy={behind} className={`transition-opacity ${behind ? 'opacity-70' : ''}`}>
          {wide ? (
            <RegistrationsTable
              registrations={shown}
              loaded={matching.length}
              total={total}
              labelOf={labelOf}
              eventNameOf={eventNameOf}
              onTopUp={onTopUp}
            />
          ) : (
            <CardChunks registrations={shown} labelOf={labelOf} onTopUp={onTopUp} />
          )}
        </div>
      )}
      {loadMoreFailed && (
        <p role="alert" className="rounded-xl bg-red-950/60 px-4 py-3 text-red-200">
          {REGISTRATIONS_FETCH_FAILED_MESSAGE}
        </p>
      )}
      {hasMore && (
        <div className="flex justify-center">
          <button type="button" className="btn-ghost" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading more…' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
