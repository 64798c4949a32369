import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TTL_FIELDS } from '@/backend/firebase-common/ttl-fields';

// docs/design.md §3.11: every collection that only ever grows has a TTL policy, declared in
// firestore.indexes.json so `firebase deploy --only firestore:indexes` creates it (and removes a
// policy set by hand that the file does not name).

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes?: unknown[];
}

const { fieldOverrides = [] } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
  fieldOverrides?: FieldOverride[];
};

/** KEY=VALUE lines of the mail extension's settings. */
const mailExtension = Object.fromEntries(
  readFileSync('extensions/firestore-send-email.env', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
) as Record<string, string>;

describe('firestore.indexes.json TTL policies', () => {
  it.each(Object.entries(TTL_FIELDS))('expires %s on %s', (collection, field) => {
    const policy = fieldOverrides.find((o) => o.collectionGroup === collection && o.ttl === true);
    expect(policy?.fieldPath).toBe(field);
    // Nothing queries an expiry; an index on a timestamp written in a rush is a hotspot.
    expect(policy?.indexes).toEqual([]);
  });

  it('declares no TTL policy the code does not write a field for', () => {
    const declared = fieldOverrides.filter((o) => o.ttl === true).map((o) => o.collectionGroup);
    expect(declared.sort()).toEqual(Object.keys(TTL_FIELDS).sort());
  });

  it('has the mail extension write delivery.expireAt, which the mail policy keys on', () => {
    expect(mailExtension['TTL_EXPIRE_TYPE']).toMatch(/^(hour|day|week|month|year)$/);
    expect(Number(mailExtension['TTL_EXPIRE_VALUE'])).toBeGreaterThan(0);
  });
});
