/**
 * An App Check token for the local emulators only (docs/design.md §16.5). The Functions emulator
 * decodes an App Check token without verifying it (firebase-functions' skipTokenVerification),
 * so it needs one of the right shape and nothing more, while the real providers — reCAPTCHA
 * Enterprise, and the debug provider — would both need Google's App Check service, which tests
 * here cannot reach. A deployed function verifies every token, so this one is worthless there.
 */
const TOKEN_LIFETIME_SECONDS = 60 * 60;

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}

export function emulatorAppCheckToken(
  appId: string,
  now: Date,
): { token: string; expireTimeMillis: number } {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + TOKEN_LIFETIME_SECONDS;
  const token = [
    base64Url({ alg: 'none', typ: 'JWT' }),
    base64Url({ sub: appId, iat: issuedAt, exp: expires }),
    'emulator',
  ].join('.');
  return { token, expireTimeMillis: expires * 1000 };
}
