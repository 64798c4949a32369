import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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

/** URL paths of every prerendered page in a built site (each <root>/<route>/index.html). */
export function prerenderedPages(root: string = distDir()): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map(
      (file) =>
        `/${relative(root, join(root, file, '..'))
          .split(sep)
          .join('/')}`,
    )
    .sort();
}
