import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  documentId,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  collection as liteCollection,
  getFirestore as getLiteFirestore,
  orderBy as liteOrderBy,
  query as liteQuery,
  where as liteWhere,
} from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  queryShapeOf,
  requiredIndexes,
  serves,
  type DeclaredIndex,
} from '../../../support/firestore-indexes';

// Queries built with the real SDKs (nothing is sent: building a query needs no server).
const app = initializeApp({ projectId: 'demo-indexes', apiKey: 'offline' }, 'index-rules');
const db: Firestore = getFirestore(app);
const lite = getLiteFirestore(app);
afterAll(() => deleteApp(app));

const needs = (q: unknown, aggregated: string[] = []) =>
  requiredIndexes(queryShapeOf(q, aggregated));

const index = (collectionGroup: string, ...fields: DeclaredIndex['fields']): DeclaredIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields,
});

describe('which composite index a Firestore query needs', () => {
  it('none for equalities alone, or one ordered field alone', () => {
    expect(needs(query(collection(db, 'users'), where('email', '==', 'a@b.co'), limit(1)))).toEqual(
      [],
    );
    expect(
      needs(
        query(collection(db, 'b'), where('eventId', '==', 'e'), where('checkedIn', '==', true)),
      ),
    ).toEqual([]);
    expect(needs(query(collection(db, 'promoCodes'), orderBy('createdAt', 'desc')))).toEqual([]);
    // A trailing order by document id is implicit.
    expect(
      needs(
        query(collection(db, 'n'), orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')),
      ),
    ).toEqual([]);
  });

  it('equality then order: the equality field, then the ordered one in its direction', () => {
    expect(
      needs(query(collection(db, 'scanLog'), where('eventId', '==', 'e'), orderBy('at', 'desc'))),
    ).toEqual([
      {
        collection: 'scanLog',
        equalities: ['eventId'],
        arrayContains: [],
        ordered: [{ field: 'at', direction: 'DESCENDING' }],
      },
    ]);
  });

  it('a range and two ordered fields (the lite SDK too)', () => {
    const upcoming = liteQuery(
      liteCollection(lite, 'events'),
      liteWhere('date', '>=', '2026-01-01'),
      liteOrderBy('date'),
      liteOrderBy('startTime'),
    );
    expect(needs(upcoming)).toEqual([
      {
        collection: 'events',
        equalities: [],
        arrayContains: [],
        ordered: [
          { field: 'date', direction: 'ASCENDING' },
          { field: 'startTime', direction: 'ASCENDING' },
        ],
      },
    ]);
  });

  it('a sum under a filter on another field: the filter, then the summed field', () => {
    const checkedIn = query(collection(db, 'newbookings'), where('checkedIn', '==', true));
    expect(needs(checkedIn, ['ticket499Count'])).toEqual([
      {
        collection: 'newbookings',
        equalities: ['checkedIn'],
        arrayContains: [],
        ordered: [{ field: 'ticket499Count', direction: 'ASCENDING' }],
      },
    ]);
    expect(needs(collection(db, 'newbookings'), ['ticket499Count'])).toEqual([]);
  });

  it('an index serves a query only with the same fields, order and directions', () => {
    const [required] = needs(
      query(collection(db, 'scanLog'), where('eventId', '==', 'e'), orderBy('at', 'desc')),
    );
    const right = index(
      'scanLog',
      { fieldPath: 'eventId', order: 'ASCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    );
    expect(serves(right, required!)).toBe(true);
    expect(
      serves(
        index(
          'scanLog',
          { fieldPath: 'eventId', order: 'ASCENDING' },
          { fieldPath: 'at', order: 'ASCENDING' },
        ),
        required!,
      ),
    ).toBe(false);
    expect(serves({ ...right, collectionGroup: 'newbookings' }, required!)).toBe(false);
    expect(serves(index('scanLog', { fieldPath: 'at', order: 'DESCENDING' }), required!)).toBe(
      false,
    );
  });
});
