import { useDeferredValue } from 'react';
import type { NextEventOnSale } from '@/backend/backend';
import { useNextEventQuery } from '../api/next-event-query';

export type NextEventState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'loaded'; availability: NextEventOnSale }
  | { status: 'failed' };

interface NextEventRead {
  data: NextEventOnSale | null | undefined;
  isError: boolean;
  isFetching: boolean;
}

/**
 * loading → none | loaded | failed. Once figures are on screen they stay while they are re-read,
 * and a failed re-read keeps them; only a page with nothing to show says the load failed.
 */
function nextEventState({ data, isError, isFetching }: NextEventRead): NextEventState {
  if (data !== undefined)
    return data ? { status: 'loaded', availability: data } : { status: 'none' };
  return isError && !isFetching ? { status: 'failed' } : { status: 'loading' };
}

/** The event the booking page sells (docs/design.md §4.1), and a way to read it again. */
export function useNextEvent() {
  const query = useNextEventQuery();
  const { refetch } = query;
  // The loaded page (poster, details, the whole form) is /booking's biggest render. As a deferred
  // value, React renders it in slices a tap can interrupt, not in one long task
  // (docs/design.md §10.2).
  const data = useDeferredValue(query.data);
  return { state: nextEventState({ ...query, data }), reload: () => void refetch() };
}
