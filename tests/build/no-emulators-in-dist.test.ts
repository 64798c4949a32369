import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// `npm run build` with VITE_USE_EMULATORS=on left in .env.local: the build must stop before it
// writes dist/ (what Hosting deploys), and its message must not offer a way to finish it.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = `${ROOT}vite.config.ts`;

const resolveBuild = (outDir?: string) =>
  resolveConfig(
    {
      configFile: CONFIG,
      root: ROOT,
      logLevel: 'silent',
      ...(outDir ? { build: { outDir } } : {}),
    },
    'build',
    'production',
  );

beforeEach(() => {
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'local-emulator-api-key');
  vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', '127.0.0.1:5000');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-sangeet');
  vi.stubEnv('VITE_FIREBASE_APP_ID', '1:000000000000:web:local-emulators');
  vi.stubEnv('VITE_USE_EMULATORS', 'on');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an emulator build', () => {
  it.each(['dist', 'dist-ssr', undefined])(
    'is refused before it writes %s, saying how to make a deployable build instead',
    async (outDir) => {
      const refused = resolveBuild(outDir);
      await expect(refused).rejects.toThrow(/VITE_USE_EMULATORS=on .*set VITE_USE_EMULATORS=off/);
      const message = await refused.then(
        () => '',
        (error: Error) => error.message,
      );
      // No override that would finish an emulator build into dist/.
      expect(message).not.toMatch(/PRERENDER_|--outDir|BUILD_ENV_DIR/);
    },
  );

  it('goes ahead into a directory of its own (npm run start:firebase)', async () => {
    const config = await resolveBuild(`${ROOT}.tmp/emulator-site`);
    expect(config.build.outDir).toBe(`${ROOT}.tmp/emulator-site`);
  });

  it('is the only kind refused: a production Firebase build resolves', async () => {
    vi.stubEnv('VITE_USE_EMULATORS', 'off');
    vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', '6Lc-test');
    await expect(resolveBuild()).resolves.toBeTruthy();
  });
});
