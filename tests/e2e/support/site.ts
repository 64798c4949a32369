import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the site under test, e.g. http://127.0.0.1:4173 (no trailing slash). */
    baseURL: string;
    /** Absolute path of the built site (dist/). */
    distDir: string;
  }
}

export function baseURL(): string {
  return inject('baseURL');
}

export function distDir(): string {
  return inject('distDir');
}

/** Absolute URL of a path on the site under test. */
export function siteUrl(path: string): string {
  return new URL(path, baseURL()).href;
}
