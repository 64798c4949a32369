/**
 * How the app reads its configuration (docs/design.md §2), as pure functions of an env record, so
 * the build (vite.config.ts) and the app (env.ts) decide the same way. Every key is optional: with
 * none set the site runs on demo data with no accounts. Which backend runs, and its Firebase
 * config, is read by read-backend-config.ts, a module of its own so that only the build and the
 * Firebase adapter's chunk carry it (a module the entry imports lands whole in the entry chunk,
 * whatever lazy chunk uses the rest of it).
 */
export interface AppConfig {
  /** Canonical origin for links, canonical tags and the sitemap, without a trailing slash. */
  siteUrl: string;
  /** Spreadsheet-writing service the contact form also posts to; null when there is none. */
  contactEndpoint: string | null;
  /**
   * docs/product-spec.md §9 anti-inspection behaviour; off unless explicitly 'on'
   * (docs/design.md §9.5).
   */
  devtoolsGuard: boolean;
}

const DEFAULT_SITE_URL = 'https://sangeetvibes.in';

export type Env = Record<string, string | boolean | undefined>;

/** A key's trimmed value; null when it is unset or blank. */
export function text(env: Env, key: string): string | null {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function httpUrl(value: string | null, key: string): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return value;
  } catch {
    // fall through to the error below
  }
  throw new Error(`${key} must be an http(s) URL, got "${value}"`);
}

export function readConfig(env: Env): AppConfig {
  const siteUrl = httpUrl(text(env, 'VITE_SITE_URL'), 'VITE_SITE_URL') ?? DEFAULT_SITE_URL;
  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    contactEndpoint: httpUrl(text(env, 'VITE_CONTACT_ENDPOINT'), 'VITE_CONTACT_ENDPOINT'),
    devtoolsGuard: text(env, 'VITE_DEVTOOLS_GUARD') === 'on',
  };
}
