/**
 * Which composite index a Firestore query needs, and whether firestore.indexes.json declares it.
 *
 * The emulator serves every query without indexes, so a query production would refuse ("The
 * query requires an index") passes every emulator test. The contract suite on the Firebase
 * adapter records the shape of every query the adapter builds (queryShapeOf, from the SDK's own
 * query object) and checks them here against the deployed index file.
 *
 * Firestore's rules, as its index documentation gives them:
 * - equality filters alone (==, in) are served by merging the automatic single-field indexes;
 * - one field ordered or ranged, with no other filter, is served by that field's single-field
 *   index (both directions exist);
 * - anything else (an equality with an order or range on another field, two ordered fields)
 *   needs a composite index: the equality fields first, in any order, then the ordered fields
 *   in the query's order and directions; an inequality field not ordered explicitly is ordered
 *   ascending first; a trailing order by document id is implicit;
 * - sum() and average() read the summed field from the index entries: with a filter on another
 *   field, that filter's fields followed by the summed field.
 */

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface QueryShape {
  collection: string;
  equalities: string[];
  arrayContains: string[];
  inequalities: string[];
  orderBy: { field: string; direction: Direction }[];
  /** Fields a sum() or average() of this query adds up. */
  aggregated: string[];
}

export interface RequiredIndex {
  collection: string;
  /** Leading fields, any order and direction (array-contains ones with CONTAINS). */
  equalities: string[];
  arrayContains: string[];
  /** Then these, in this order and direction. */
  ordered: { field: string; direction: Direction }[];
}

export interface DeclaredIndex {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: Direction; arrayConfig?: 'CONTAINS' }[];
}

const DOCUMENT_ID = '__name__';
const EQUALITY_OPS = new Set(['==', 'in']);
const CONTAINS_OPS = new Set(['array-contains', 'array-contains-any']);
const INEQUALITY_OPS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

interface SdkFieldPath {
  canonicalString(): string;
}
interface SdkFilter {
  field?: SdkFieldPath;
  op: string;
  filters?: SdkFilter[];
}
interface SdkCoreQuery {
  path: { lastSegment(): string };
  collectionGroup: string | null;
  filters: SdkFilter[];
  explicitOrderBy: { field: SdkFieldPath; dir: 'asc' | 'desc' }[];
}

function fieldFilters(filters: SdkFilter[]): { field: string; op: string }[] {
  return filters.flatMap((filter) =>
    filter.filters
      ? fieldFilters(filter.filters)
      : filter.field
        ? [{ field: filter.field.canonicalString(), op: filter.op }]
        : [],
  );
}

const unique = (values: string[]) => [...new Set(values)];

/** The shape of a web or lite SDK Query (its internal core query, read, never changed). */
export function queryShapeOf(sdkQuery: unknown, aggregated: string[] = []): QueryShape {
  const core = (sdkQuery as { _query?: SdkCoreQuery })._query;
  if (!core?.path || !Array.isArray(core.filters) || !Array.isArray(core.explicitOrderBy)) {
    throw new Error('Not a Firestore SDK query: the SDK’s internal query shape has changed.');
  }
  const filters = fieldFilters(core.filters);
  const fieldsWith = (ops: Set<string>) =>
    unique(filters.filter((f) => ops.has(f.op)).map((f) => f.field));
  return {
    collection: core.collectionGroup ?? core.path.lastSegment(),
    equalities: fieldsWith(EQUALITY_OPS),
    arrayContains: fieldsWith(CONTAINS_OPS),
    inequalities: fieldsWith(INEQUALITY_OPS),
    orderBy: core.explicitOrderBy.map((order) => ({
      field: order.field.canonicalString(),
      direction: order.dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
    })),
    aggregated,
  };
}

/** The composite indexes a query needs (none when single-field indexes serve it). */
export function requiredIndexes(shape: QueryShape): RequiredIndex[] {
  const ordered = shape.orderBy.filter(
    (order, i, all) => !(order.field === DOCUMENT_ID && i === all.length - 1),
  );
  for (const field of shape.inequalities) {
    if (!ordered.some((order) => order.field === field))
      ordered.unshift({ field, direction: 'ASCENDING' });
  }
  const equalities = shape.equalities.filter(
    (field) => !ordered.some((order) => order.field === field),
  );
  const base = { collection: shape.collection, equalities, arrayContains: shape.arrayContains };
  const leading = equalities.length + shape.arrayContains.length;
  const needed: RequiredIndex[] = [];
  if (ordered.length > 1 || (ordered.length === 1 && leading > 0))
    needed.push({ ...base, ordered });
  if (leading + ordered.length > 0) {
    for (const field of shape.aggregated) {
      needed.push({ ...base, ordered: [...ordered, { field, direction: 'ASCENDING' }] });
    }
  }
  return needed;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Whether `index` serves `required` exactly. */
export function serves(index: DeclaredIndex, required: RequiredIndex): boolean {
  if (index.collectionGroup !== required.collection || index.queryScope !== 'COLLECTION')
    return false;
  const leading = required.equalities.length + required.arrayContains.length;
  if (index.fields.length !== leading + required.ordered.length) return false;
  const head = index.fields.slice(0, leading);
  const tail = index.fields.slice(leading);
  return (
    sameSet(
      head.filter((f) => f.arrayConfig === 'CONTAINS').map((f) => f.fieldPath),
      required.arrayContains,
    ) &&
    sameSet(
      head.filter((f) => f.order).map((f) => f.fieldPath),
      required.equalities,
    ) &&
    tail.every(
      (f, i) =>
        f.fieldPath === required.ordered[i]?.field && f.order === required.ordered[i]?.direction,
    )
  );
}

/** How a required index reads in a failure message. */
export function describeIndex(required: RequiredIndex): string {
  const fields = [
    ...required.arrayContains.map((field) => `${field} CONTAINS`),
    ...required.equalities.map((field) => `${field} (equality)`),
    ...required.ordered.map((order) => `${order.field} ${order.direction}`),
  ];
  return `${required.collection}: ${fields.join(', ')}`;
}
