// `npm start` (the README's first command) must start quietly: a warning at start is the first
// thing a newcomer reads. Vite warned that vite.config.ts imported local modules without their
// file extension, which its native config loader will not resolve.
import { createServer, createLogger, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

function collectingLogger(): { logger: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const base = createLogger('silent');
  const logger: Logger = {
    ...base,
    warn: (message) => warnings.push(message),
    warnOnce: (message) => warnings.push(message),
    error: (message) => warnings.push(message),
  };
  return { logger, warnings };
}

describe('npm start', () => {
  it('loads vite.config.ts and starts the dev server with no warning', async () => {
    const { logger, warnings } = collectingLogger();
    const server = await createServer({
      configFile: 'vite.config.ts',
      customLogger: logger,
      server: { port: 0, strictPort: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      await server.listen();
      expect(server.resolvedUrls?.local.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
    expect(warnings).toEqual([]);
  }, 60_000);
});
