/**
 * Every query the Firebase adapter builds during the contract suite, by shape, so the suite can
 * check firestore.indexes.json against them (tests/support/firestore-indexes.ts). The contract
 * file wraps the SDKs' `query` and `getAggregateFromServer` with these (vi.mock), calling
 * through to the real functions.
 */
import { queryShapeOf, type QueryShape } from '../../support/firestore-indexes';

export const recordedQueries: QueryShape[] = [];

export function recordingQuery<F extends (...args: never[]) => unknown>(query: F): F {
  return ((...args: Parameters<F>) => {
    const built = query(...args);
    recordedQueries.push(queryShapeOf(built));
    return built;
  }) as F;
}

export function recordingAggregate<F extends (query: never, spec: never) => unknown>(
  getAggregate: F,
): F {
  return ((query: Parameters<F>[0], spec: Parameters<F>[1]) => {
    const fields = Object.values(spec as Record<string, { _internalFieldPath?: unknown }>)
      .map((aggregate) => aggregate._internalFieldPath)
      .filter((path): path is { canonicalString(): string } => Boolean(path))
      .map((path) => path.canonicalString());
    recordedQueries.push(queryShapeOf(query, fields));
    return getAggregate(query, spec);
  }) as F;
}
