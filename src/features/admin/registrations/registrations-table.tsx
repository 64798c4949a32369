import { memo, useLayoutEffect, useMemo, useState } from 'react';
import {
  NEWEST_FIRST,
  sortRegistrations,
  sortScopeNote,
  type RegistrationSort,
  type RegistrationSortColumn,
} from '@/domain/registration-sort';
import type { Registration } from '@/domain/registrations';
import type { EventName } from './event-labels';
import { RegistrationRow } from './registration-row';
import { useAccountOf } from './use-account-of';
import { useChunks } from './use-chunks';
import { useNearScreen } from './use-near-screen';
import { useRowHeight } from './use-row-height';

/** Rows per chunk: the unit rendered or left out as the organiser scrolls, as with the cards. */
const ROWS_PER_CHUNK = 100;
// A first guess of a row's height, until the first chunk has been measured on screen.
const ESTIMATED_ROW_PX = 48;

const COLUMNS: ReadonlyArray<{ column: RegistrationSortColumn; label: string; end?: boolean }> = [
  { column: 'id', label: 'Booking ID' },
  { column: 'name', label: 'Name' },
  { column: 'email', label: 'E-mail' },
  { column: 'event', label: 'Event' },
  { column: 'tickets', label: 'Tickets' },
  { column: 'amount', label: 'Amount', end: true },
  { column: 'createdAt', label: 'Booked at' },
  { column: 'checkedIn', label: 'Checked in' },
];
export const COLUMN_COUNT = COLUMNS.length + 1;
const SCOPE_NOTE_ID = 'registrations-sort-scope';

export interface RegistrationsTableProps {
  registrations: readonly Registration[];
  /** How many matches are loaded: more than `registrations` while a new search's answer is on its
   * way and the list drawn is cut to its first page. */
  loaded: number;
  /** How many registrations match in all, loaded or not. */
  total: number;
  /** What the sort by Event orders by. */
  labelOf: (registration: Registration) => string;
  eventNameOf: (registration: Registration) => EventName;
  onTopUp: (email: string) => void;
}

/**
 * Registrations as a dense table on wide screens (docs/design.md §14.3): a real table, each
 * column header a button that sorts the loaded rows by it (again: the other way), announced by
 * aria-sort, and a note saying so while not every match is loaded. Long lists are drawn in
 * chunks near the screen, as the cards are.
 */
export function RegistrationsTable({
  registrations,
  loaded,
  total,
  labelOf,
  eventNameOf,
  onTopUp,
}: RegistrationsTableProps) {
  const [sort, setSort] = useState<RegistrationSort>(NEWEST_FIRST);
  const sorted = useMemo(
    () => (sort === NEWEST_FIRST ? registrations : sortRegistrations(registrations, sort, labelOf)),
    [registrations, sort, labelOf],
  );
  const chunks = useChunks(sorted, ROWS_PER_CHUNK);
  const sortBy = (column: RegistrationSortColumn) =>
    setSort((last) =>
      last.column === column
        ? { column, direction: last.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: column === 'createdAt' ? 'descending' : 'ascending' },
    );
  const { rowPx, measure } = useRowHeight(ESTIMATED_ROW_PX);
  const sortedBy = COLUMNS.find((c) => c.column === sort.column)?.label ?? '';
  const scope = sortScopeNote(sort, sortedBy, loaded, total);
  return (
    <div className="flex flex-col gap-2">
      {scope && (
        <p id={SCOPE_NOTE_ID} className="text-sm text-gold">
          {scope}
        </p>
      )}
      <div className="card overflow-x-auto p-0">
        <table
          className="w-full border-collapse text-left text-sm"
          aria-describedby={scope ? SCOPE_NOTE_ID : undefined}
        >
          <caption className="sr-only">
            Registrations, sorted by {sortedBy} {sort.direction}
          </caption>
          <thead className="border-b border-cream/15 text-muted">
            <tr>
              {COLUMNS.map(({ column, label, end }) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={sort.column === column ? sort.direction : undefined}
                  className={`px-1 py-2 font-medium whitespace-nowrap ${end ? 'text-right' : ''}`}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded hover:text-cream focus-visible:outline-2"
                    onClick={() => sortBy(column)}
                  >
                    {label}
                    <span aria-hidden="true" className="w-3">
                      {sort.column === column ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col" className="px-1 py-2 font-medium">
                <span className="sr-only">Wallet</span>
              </th>
            </tr>
          </thead>
          {chunks.map((rows, index) => (
            <RowChunk
              // By position, as the cards: a chunk on screen stays rendered when its rows change.
              key={index}
              rows={rows}
              first={index === 0}
              last={index === chunks.length - 1}
              rowPx={rowPx}
              onMeasured={index === 0 ? measure : undefined}
              eventNameOf={eventNameOf}
              onTopUp={onTopUp}
            />
          ))}
        </table>
      </div>
    </div>
  );
}

interface RowChunkProps {
  rows: readonly Registration[];
  first: boolean;
  /**
   * The chunk just above Load more is always drawn: drawn only once the observer reported it
   * near, it changed height after the new page was on screen and moved the button under a
   * pointer already aimed at it.
   */
  last: boolean;
  /** A row's height as measured, for the box that stands in for the chunk off screen. */
  rowPx: number;
  /** Given to the first chunk: it measures the rows' height for the others. */
  onMeasured: ((element: HTMLElement | null, rows: number) => void) | undefined;
  eventNameOf: (registration: Registration) => EventName;
  onTopUp: (email: string) => void;
}

const RowChunk = memo(function RowChunk({
  rows,
  first,
  last,
  rowPx,
  onMeasured,
  eventNameOf,
  onTopUp,
}: RowChunkProps) {
  const { ref, near: nearScreen, height: measured } = useNearScreen<HTMLTableSectionElement>(first);
  const near = nearScreen || last;
  useLayoutEffect(() => {
    if (near) onMeasured?.(ref.current, rows.length);
  }, [near, rows, onMeasured, ref]);
  if (!near) {
    const height = measured ?? rows.length * rowPx;
    return (
      <tbody ref={ref} aria-hidden="true">
        <tr style={{ height }}>
          <td colSpan={COLUMN_COUNT} />
        </tr>
      </tbody>
    );
  }
  return (
    <tbody ref={ref} className="divide-y divide-cream/10">
      <ChunkRows rows={rows} eventNameOf={eventNameOf} onTopUp={onTopUp} />
    </tbody>
  );
});

function ChunkRows({
  rows,
  eventNameOf,
  onTopUp,
}: Pick<RowChunkProps, 'rows' | 'eventNameOf' | 'onTopUp'>) {
  const accountOf = useAccountOf(rows);
  return rows.map((registration) => (
    <RegistrationRow
      key={`${registration.source}:${registration.id}`}
      registration={registration}
      event={eventNameOf(registration)}
      account={accountOf(registration.email)}
      onTopUp={onTopUp}
    />
  ));
}
