import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BASE_CONNECT_SOURCES,
  connectSources,
  withContactEndpoint,
} from '../../../scripts/lib/hosting-csp.mjs';

interface Hosting {
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
}

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Hosting }).hosting;
const policyOf = (h: Hosting) =>
  h.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

describe('the Content-Security-Policy follows the contact endpoint', () => {
  it('names no spreadsheet service when none is configured', () => {
    const sources = connectSources(policyOf(hosting));
    expect(sources).toContain("'self'");
    expect(sources.some((source) => source.includes('nocodeapi'))).toBe(false);
    expect(withContactEndpoint(hosting, null)).toBe(hosting);
    expect(sources).toEqual(BASE_CONNECT_SOURCES);
  });

  it('takes an old endpoint out when the endpoint changes or goes', () => {
    const old = withContactEndpoint(hosting, 'https://old.example.com/hook');
    const moved = withContactEndpoint(old, 'https://new.example.com/hook');
    expect(connectSources(policyOf(moved))).toEqual([
      ...BASE_CONNECT_SOURCES,
      'https://new.example.com',
    ]);
    expect(connectSources(policyOf(withContactEndpoint(old, null)))).toEqual(BASE_CONNECT_SOURCES);
  });

  it.each([
    ['https://v1.nocodeapi.com/acme/google_sheets/abc', 'https://v1.nocodeapi.com'],
    ['https://sheets.example.org:8443/hook?x=1', 'https://sheets.example.org:8443'],
  ])('allows the origin of %s and nothing else new', (endpoint, origin) => {
    const before = connectSources(policyOf(hosting));
    const after = connectSources(policyOf(withContactEndpoint(hosting, endpoint)));
    expect(after).toEqual([...before, origin]);
    // The rest of the policy is untouched, and firebase.json's object is not changed in place.
    expect(policyOf(withContactEndpoint(hosting, endpoint)).replace(` ${origin}`, '')).toBe(
      policyOf(hosting),
    );
    expect(connectSources(policyOf(hosting))).toEqual(before);
  });
});
