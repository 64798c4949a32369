import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState } from './empty-state';

export { EmptyState } from './empty-state';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  /** What the spinner says, e.g. "Loading promo codes…". */
  loadingLabel: string;
  /** The docs/product-spec.md §8 message for a failed fetch. */
  errorMessage: string;
  /** True when the data has nothing to show; then `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What to do next when it is empty, or what will appear (docs/design.md §14.1). */
  emptyNext?: ReactNode;
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every admin list's three other states (docs/design.md §14.1): loading, error with Retry, and
 * empty.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  errorMessage,
  isEmpty,
  empty,
  emptyNext,
  emptyAction,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <QueryError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) {
    return (
      <EmptyState next={emptyNext} action={emptyAction}>
        {empty}
      </EmptyState>
    );
  }
  return children(query.data);
}

export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-start gap-4">
      <p>{message}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
