/**
 * The one typed reader of import.meta.env (DESIGN §2). Every key is optional:
 * with none set the site runs on demo data with no accounts.
 */
export interface AppConfig {
  /** Canonical origin for links, canonical tags and the sitemap, without a trailing slash. */
  siteUrl: string;
  /** Spreadsheet-writing service for the contact form; null keeps messages in the browser. */
  contactEndpoint: string | null;
  /** Spec §9 anti-inspection behaviour; off unless explicitly 'on' (DESIGN §9). */
  devtoolsGuard: boolean;
}

const DEFAULT_SITE_URL = 'https://sangeetvibes.in';

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, key: string): string | null {
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

export const config: AppConfig = readConfig(import.meta.env as Env);
