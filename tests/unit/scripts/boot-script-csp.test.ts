import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptsRefused } from '../../../scripts/lib/boot-script-csp.mjs';

// docs/design.md §10.4: the bench refuses to measure a build whose boot script the CSP would block.
const boot = 'console.log("boot")';
const hashOf = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const html = `<head><script>${boot}</script><script type="application/json" id="app-boot">["/a.js"]</script></head>`;
const hostingWith = (policy: string) => ({
  headers: [
    { source: '**/*.js', headers: [{ key: 'Cache-Control', value: 'max-age=60' }] },
    { source: '**', headers: [{ key: 'Content-Security-Policy', value: policy }] },
  ],
});

describe('inlineScriptsRefused', () => {
  it('finds nothing refused when the policy lists the boot script hash', () => {
    expect(inlineScriptsRefused(html, hostingWith(`script-src 'self' '${hashOf(boot)}'`))).toEqual(
      [],
    );
  });

  it("names the boot script's hash when the policy lists another build's", () => {
    const older = hashOf('console.log("older boot")');
    expect(inlineScriptsRefused(html, hostingWith(`script-src 'self' '${older}'`))).toEqual([
      hashOf(boot),
    ]);
  });

  it('finds nothing refused when no header sets a policy', () => {
    expect(inlineScriptsRefused(html, { headers: [] })).toEqual([]);
    expect(inlineScriptsRefused(html, {})).toEqual([]);
  });
});
