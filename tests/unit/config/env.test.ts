import { describe, expect, it } from 'vitest';
import { readConfig } from '@/config/env';
import { readBackendConfig } from '@/config/read-backend-config';

describe('readConfig', () => {
  it('defaults: canonical origin, no contact endpoint, guard off', () => {
    expect(readConfig({})).toEqual({
      siteUrl: 'https://sangeetvibes.in',
      contactEndpoint: null,
      devtoolsGuard: false,
    });
  });

  it.each([
    ['on', true],
    [' on ', true],
    ['ON', false],
    ['true', false],
    [undefined, false],
  ])('VITE_DEVTOOLS_GUARD=%j → guard %s', (value, enabled) => {
    expect(readConfig({ VITE_DEVTOOLS_GUARD: value }).devtoolsGuard).toBe(enabled);
  });

  it.each([
    ['https://example.com/', 'https://example.com'],
    ['https://example.com///', 'https://example.com'],
    ['http://localhost:4173', 'http://localhost:4173'],
    ['https://example.com/site/', 'https://example.com/site'],
    ['  https://example.com/  ', 'https://example.com'],
  ])('VITE_SITE_URL %j → siteUrl %j', (value, expected) => {
    expect(readConfig({ VITE_SITE_URL: value }).siteUrl).toBe(expected);
  });

  it('a blank VITE_SITE_URL falls back to the default', () => {
    expect(readConfig({ VITE_SITE_URL: '   ' }).siteUrl).toBe('https://sangeetvibes.in');
  });

  it.each([
    ['VITE_SITE_URL', 'not a url'],
    ['VITE_SITE_URL', 'ftp://example.com'],
    ['VITE_SITE_URL', 'javascript:alert(1)'],
    ['VITE_CONTACT_ENDPOINT', 'sheet.example.com/api'],
  ])('%s=%j throws, naming the key', (key, value) => {
    expect(() => readConfig({ [key]: value })).toThrow(key);
  });

  it('keeps a valid contact endpoint as given', () => {
    expect(
      readConfig({ VITE_CONTACT_ENDPOINT: ' https://sheets.example.com/api/v1/abc ' })
        .contactEndpoint,
    ).toBe('https://sheets.example.com/api/v1/abc');
  });

  it('a blank contact endpoint means none', () => {
    expect(readConfig({ VITE_CONTACT_ENDPOINT: '  ' }).contactEndpoint).toBeNull();
  });
});

describe('readBackendConfig', () => {
  const firebase = {
    VITE_FIREBASE_API_KEY: 'AIzaSyExample',
    VITE_FIREBASE_AUTH_DOMAIN: 'sangeet-vibes.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'sangeet-vibes',
    VITE_FIREBASE_APP_ID: '1:123:web:abc',
  };

  it('chooses the demo when no Firebase key is set (blank counts as unset)', () => {
    expect(readBackendConfig({})).toEqual({ kind: 'demo' });
    expect(readBackendConfig({ VITE_FIREBASE_API_KEY: '  ', VITE_USE_EMULATORS: 'on' })).toEqual({
      kind: 'demo',
    });
  });

  it('chooses Firebase with the web config, emulators, the public Razorpay key and App Check’s site key', () => {
    expect(
      readBackendConfig({
        ...firebase,
        VITE_USE_EMULATORS: 'on',
        VITE_RAZORPAY_KEY_ID: 'rzp_test_1',
        VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-site-key',
      }),
    ).toEqual({
      kind: 'firebase',
      firebase: {
        apiKey: 'AIzaSyExample',
        authDomain: 'sangeet-vibes.firebaseapp.com',
        projectId: 'sangeet-vibes',
        appId: '1:123:web:abc',
        storageBucket: null,
        messagingSenderId: null,
      },
      useEmulators: true,
      razorpayKeyId: 'rzp_test_1',
      recaptchaEnterpriseSiteKey: '6Lc-site-key',
    });
    expect(
      readBackendConfig({ ...firebase, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-site-key' }),
    ).toMatchObject({
      useEmulators: false,
      razorpayKeyId: null,
      recaptchaEnterpriseSiteKey: '6Lc-site-key',
    });
  });

  it('refuses the real project without App Check’s site key, naming it (the emulators need none)', () => {
    expect(() => readBackendConfig(firebase)).toThrow(
      /incomplete: set VITE_RECAPTCHA_ENTERPRISE_SITE_KEY/,
    );
    expect(() =>
      readBackendConfig({ ...firebase, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '  ' }),
    ).toThrow('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY');
    expect(readBackendConfig({ ...firebase, VITE_USE_EMULATORS: 'on' })).toMatchObject({
      useEmulators: true,
      recaptchaEnterpriseSiteKey: null,
    });
  });

  it.each(Object.keys(firebase))('refuses a config missing only %s, naming it', (key) => {
    const partial: Record<string, string> = { ...firebase };
    delete partial[key];
    expect(() => readBackendConfig(partial)).toThrow(key);
  });
});
