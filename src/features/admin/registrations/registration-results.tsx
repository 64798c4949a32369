import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatCount } from '@/domain/format';
import type { Registration } from '@/domain/registrations';
import { ExportCsvButton } from './export-csv-button';
import { RegistrationCard } from './registration-card';

export interface RegistrationResultsProps {
  registrations: readonly Registration[];
  /** The search box is ahead of the list (a deferred render is on its way). */
  stale: boolean;
  labelOf: (registration: Registration) => string;
  onTopUp: (email: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

const showing = (count: number) =>
  `Showing ${formatCount(count)} ${count === 1 ? 'registration' : 'registrations'}`;

/** The filtered list: its count, Export CSV, the cards, and Load more while pages remain. */
export function RegistrationResults({
  registrations,
  stale,
  labelOf,
  onTopUp,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: RegistrationResultsProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-muted">
          {showing(registrations.length)}
        </p>
        <ExportCsvButton registrations={registrations} labelOf={labelOf} />
      </div>
      {registrations.length === 0 ? (
        <p className="card text-center text-muted">No registrations match these filters.</p>
      ) : (
        <ul
          aria-label="Registrations"
          aria-busy={stale}
          className={`flex flex-col gap-4 transition-opacity ${stale ? 'opacity-70' : ''}`}
        >
          {registrations.map((registration) => (
            <RegistrationCard
              key={`${registration.source}:${registration.id}`}
              registration={registration}
              eventTitle={labelOf(registration)}
              onTopUp={onTopUp}
            />
          ))}
        </ul>
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
