import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The extensions manifest (firebase.json "extensions" + extensions/<instance>.env) that installs
// "Trigger Email from Firestore" to deliver the `mail` outbox. Deploying it needs a real
// project; these checks catch what would otherwise only fail there, or leak.

const INSTANCE = 'firestore-send-email';
const manifest = (
  JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    extensions?: Record<string, string>;
  }
).extensions;

/** KEY=VALUE lines of a .env file (comments and blank lines skipped). */
function readEnv(path: string): Record<string, string> {
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      if (at < 1) throw new Error(`${path}: not KEY=VALUE: ${line}`);
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}
const env = readEnv(`extensions/${INSTANCE}.env`);

/** The params firebase/firestore-send-email@0.2.0 declares (its extension.yaml). */
const PARAMS_0_2_0 = [
  'DATABASE',
  'DATABASE_REGION',
  'AUTH_TYPE',
  'SMTP_CONNECTION_URI',
  'SMTP_PASSWORD',
  'HOST',
  'OAUTH_PORT',
  'OAUTH_SECURE',
  'CLIENT_ID',
  'CLIENT_SECRET',
  'REFRESH_TOKEN',
  'USER',
  'MAIL_COLLECTION',
  'DEFAULT_FROM',
  'DEFAULT_REPLY_TO',
  'USERS_COLLECTION',
  'TEMPLATES_COLLECTION',
  'TTL_EXPIRE_TYPE',
  'TTL_EXPIRE_VALUE',
  'TLS_OPTIONS',
];

describe('Trigger Email from Firestore', () => {
  it('is pinned to one exact version in firebase.json', () => {
    expect(manifest?.[INSTANCE]).toBe('firebase/firestore-send-email@0.2.0');
  });

  it('sets only params that version has, and every one it requires', () => {
    for (const key of Object.keys(env)) expect(PARAMS_0_2_0, key).toContain(key);
    for (const required of ['DATABASE', 'DATABASE_REGION', 'AUTH_TYPE', 'MAIL_COLLECTION']) {
      expect(env[required], required).toBeTruthy();
    }
    expect(env.DEFAULT_FROM).toMatch(/^[^<>]+ <[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}>$/);
    expect(env.TTL_EXPIRE_TYPE).toMatch(/^(never|hour|day|week|month|year)$/);
    expect(env.TTL_EXPIRE_VALUE).toMatch(/^[1-9][0-9]*$/);
  });

  it('reads the outbox the fulfil flow writes', () => {
    expect(env.MAIL_COLLECTION).toBe('mail');
  });

  it('keeps the SMTP password in Secret Manager, never in the repository', () => {
    expect(env.SMTP_PASSWORD).toMatch(
      /^projects\/\$\{param:PROJECT_ID\}\/secrets\/[A-Za-z0-9_-]+\/versions\/latest$/,
    );
    // A connection URI, if one is ever committed, must not carry a password (user:pass@host).
    expect(env.SMTP_CONNECTION_URI ?? '').not.toMatch(/^smtps?:\/\/[^/@]*:[^/@]*@/);
    for (const secret of ['CLIENT_SECRET', 'REFRESH_TOKEN']) expect(env[secret]).toBeUndefined();
  });
});
