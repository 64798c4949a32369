// node .diag/prof.mjs <dist> <path>: CPU profile (4x) of a first phone visit; self time by function
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, viewportOptions } from '/work/main/scripts/lib/chromium.mjs';
import { startHostingEmulator, loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
const [dir, path = '/'] = process.argv.slice(2);
const server = await startHostingEmulator({ root: dir, hosting: loadHostingConfig('/work/main') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const ctx = await browser.newContext(viewportOptions(390, browser.version()));
  const page = await ctx.newPage();
  await page.goto(server.url + '/favicon.svg');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id); const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const byUrl = new Map();
  for (const [k, v] of self) { const u = k.split(' ').slice(1).join(' ').replace(/:\d+$/, ''); byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
  console.log('--');
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
} finally { await browser.close(); await server.stop?.(); process.exit(0); }
