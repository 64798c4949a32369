import { formatCount } from './format';
import { compareNewestFirst, type Registration } from './registrations';

/** The Registered Users table's sortable columns (docs/design.md §14.3). */
export type RegistrationSortColumn =
  'id' | 'name' | 'email' | 'event' | 'tickets' | 'amount' | 'createdAt' | 'checkedIn';

export type SortDirection = 'ascending' | 'descending';

export interface RegistrationSort {
  column: RegistrationSortColumn;
  direction: SortDirection;
}

/** The backend's order: newest booking first. */
export const NEWEST_FIRST: RegistrationSort = { column: 'createdAt', direction: 'descending' };

/**
 * A legacy booking's name, or a new booking's lead guest (docs/design.md §9.14); a booking without
 * one has none and sorts after every name. Legacy only, the table's Name column showed "—" for a
 * lead guest the card names.
 */
export const nameOf = (r: Registration): string | null => (r.who !== r.email ? r.who : null);

const text = (a: string | null, b: string | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b, 'en-IN', { sensitivity: 'base', numeric: true });
};
const number = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/**
 * The rows in the order a column header asks for. Equal rows, and rows without the value (no
 * name, no recorded amount: last either way), keep newest first, so the order is total.
 */
export function sortRegistrations(
  rows: readonly Registration[],
  sort: RegistrationSort,
  eventLabel: (r: Registration) => string,
): Registration[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: Registration, b: Registration): number => {
    switch (sort.column) {
      case 'id':
        return sign * text(a.id, b.id);
      case 'name': {
        const [x, y] = [nameOf(a), nameOf(b)];
        return x === null || y === null ? text(x, y) : sign * text(x, y);
      }
      case 'email':
        return sign * text(a.email, b.email);
      case 'event':
        return sign * text(eventLabel(a), eventLabel(b));
      case 'tickets':
        return sign * (a.people - b.people);
      case 'amount':
        return a.amount === null || b.amount === null
          ? number(a.amount, b.amount)
          : sign * (a.amount - b.amount);
      case 'createdAt':
        return -sign * compareNewestFirst(a, b);
      case 'checkedIn':
        return sign * (Number(a.checkedIn) - Number(b.checkedIn));
    }
  };
  return [...rows].sort((a, b) => compare(a, b) || compareNewestFirst(a, b));
}

/**
 * What a header sort orders, said where it is not everything: the backend pages newest first, so
 * another column can only order the rows loaded so far (docs/design.md §14.3). Null when the
 * order shown is the backend's or every matching registration is loaded.
 */
export function sortScopeNote(
  sort: RegistrationSort,
  columnLabel: string,
  loaded: number,
  total: number,
): string | null {
  const backendOrder =
    sort.column === NEWEST_FIRST.column && sort.direction === NEWEST_FIRST.direction;
  if (backendOrder || loaded >= total) return null;
  return (
    `Sorted by ${columnLabel}: only the ${formatCount(loaded)} loaded of ` +
    `${formatCount(total)} registrations. Load more to sort the rest with them.`
  );
}
