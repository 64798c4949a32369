import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import { formatCount } from '@/domain/format';
import type { Registration } from '@/domain/registrations';
import { ExportCsvButton } from './export-csv-button';
import { CardChunks } from './card-chunks';

export interface RegistrationResultsProps {
  /** Every loaded registration the filters match: the count, the cards and the CSV. */
  matching: readonly Registration[];
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
  matching,
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
          {showing(matching.length)}
        </p>
        <ExportCsvButton registrations={matching} labelOf={labelOf} />
      </div>
      {matching.length === 0 ? (
        <p className="card text-center text-muted">No registrations match these filters.</p>
      ) : (
        <div aria-busy={stale} className={`transition-opacity ${stale ? 'opacity-70' : ''}`}>
          <CardChunks registrations={matching} labelOf={labelOf} onTopUp={onTopUp} />
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
