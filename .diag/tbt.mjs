// node .diag/tbt.mjs <runs> <path> <distA> [distB ...]: TBT-like (sum of task time over 50 ms after FCP, 4x CPU), alternating, medians
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, viewportOptions } from '/work/main/scripts/lib/chromium.mjs';
import { startHostingEmulator, loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
const [runs, path, ...dirs] = process.argv.slice(2);
const hosting = loadHostingConfig('/work/main');
const servers = [];
for (const d of dirs) servers.push(await startHostingEmulator({ root: d, hosting }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const results = dirs.map(() => []);
async function once(url) {
  const ctx = await browser.newContext(viewportOptions(390, browser.version()));
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url + '/favicon.svg');
  const bcdp = await browser.newBrowserCDPSession();
  const events = [];
  bcdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => bcdp.once('Tracing.tracingComplete', r));
  await bcdp.send('Tracing.start', { categories: 'devtools.timeline,loading', transferMode: 'ReportEvents' });
  await page.goto(url + path, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  await bcdp.send('Tracing.end');
  await done;
  await ctx.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const count = new Map();
  for (const e of events) if (e.name === 'Layout' || e.name === 'ParseHTML') { const k = `${e.pid}:${e.tid}`; count.set(k, (count.get(k) ?? 0) + 1); }
  const main = [...count].sort((a, b) => b[1] - a[1])[0][0];
  const tasks = events.filter((e) => `${e.pid}:${e.tid}` === main && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts > fcp.ts && e.dur > 50000);
  const evalm = events.filter((e) => `${e.pid}:${e.tid}` === main && e.name === 'v8.evaluateModule').map((e) => Math.round(e.dur / 1000));
  return { tbt: Math.round(tasks.reduce((s, t) => s + (t.dur / 1000 - 50), 0)), longest: Math.round(Math.max(0, ...tasks.map((t) => t.dur / 1000))), evalm: evalm.join('/') };
}
for (let i = 0; i < Number(runs); i++) for (const [j, s] of servers.entries()) results[j].push(await once(s.url));
const med = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [j, d] of dirs.entries()) console.log(d, 'TBT4x median', med(results[j].map((r) => r.tbt)), 'runs', results[j].map((r) => `${r.tbt}(${r.evalm})`).join(' '));
await browser.close(); for (const s of servers) await s.stop?.(); process.exit(0);
