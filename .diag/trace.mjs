// node .diag/trace.mjs <dist> <path>: main-thread tasks (4x CPU) of a first phone visit
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, viewportOptions } from '/work/main/scripts/lib/chromium.mjs';
import { startHostingEmulator, loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
const [dir, path = '/'] = process.argv.slice(2);
const hosting = loadHostingConfig('/work/main');
const server = await startHostingEmulator({ root: dir, hosting });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const ctx = await browser.newContext(viewportOptions(390, browser.version()));
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url + '/favicon.svg');
  const bcdp = await browser.newBrowserCDPSession();
  const events = [];
  bcdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => bcdp.once('Tracing.tracingComplete', r));
  await bcdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  await bcdp.send('Tracing.end');
  await done;
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? events[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  console.log('FCP at', fcp ? ((fcp.ts - nav) / 1000).toFixed(0) : '?');
  // main renderer thread: the thread with ParseHTML
  const pe = events.filter((e) => e.name === 'ParseHTML').at(-1); const tid = pe?.tid; const pid = pe?.pid; console.log('events', events.length);
  const tasks = events.filter((e) => e.tid === tid && e.pid === pid && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 30000);
  for (const t of tasks) {
    const inner = events.filter((e) => e.tid === tid && e.pid === pid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 5000 && e.name !== 'RunTask')
      .map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.replace(server.url, '').slice(0, 30) + ')' : ''}${e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''} ${(e.dur / 1000).toFixed(0)}`);
    console.log(`${((t.ts - nav) / 1000).toFixed(0).padStart(6)} +${(t.dur / 1000).toFixed(0).padStart(4)}  ${[...new Set(inner)].slice(0, 8).join(', ')}`);
  }
  const top = {};
  for (const e of events) if (e.tid === tid && e.pid === pid && e.dur && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') top[e.name] = (top[e.name] ?? 0) + e.dur;
  console.log(Object.entries(top).sort((a, b) => b[1] - a[1]).slice(0, 15).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', '));
} finally { await browser.close(); await server.stop(); }
