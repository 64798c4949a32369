// node /work/diag/lh.mjs <distDir> <path> [runs]
import lighthouse from 'lighthouse';
import { launchLighthouseChrome } from '/work/main/scripts/lib/lighthouse.mjs';
import { startHostingEmulator } from '/work/main/scripts/lib/hosting-emulator.mjs';
const [dir, paths = '/', runs = '1'] = process.argv.slice(2);
process.chdir('/work/main');
import { loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
const hosting = loadHostingConfig('/work/main');
if (process.env.NOCSP) for (const h of hosting.headers ?? []) h.headers = h.headers.filter(x => x.key !== 'Content-Security-Policy');
const server = await startHostingEmulator({ root: dir, hosting });
const chrome = await launchLighthouseChrome();
try {
  for (const path of paths.split(',')) for (let i = 0; i < Number(runs); i++) {
    const { lhr } = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = lhr.audits;
    console.log(`${path}: perf ${Math.round(lhr.categories.performance.score*100)} FCP ${a['first-contentful-paint'].numericValue.toFixed(0)} LCP ${a['largest-contentful-paint'].numericValue.toFixed(0)} TBT ${a['total-blocking-time'].numericValue.toFixed(0)} SI ${a['speed-index'].numericValue.toFixed(0)}`);
    const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log('  LCP element:', el?.snippet?.slice(0, 160));
    const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    if (phases) console.log('  phases:', phases.map(p => `${p.phase} ${Math.round(p.timing)}`).join(', '));
    const obs = a.metrics.details.items[0];
    console.log(`  observed FCP ${obs.observedFirstContentfulPaint?.toFixed(0)} LCP ${obs.observedLargestContentfulPaint?.toFixed(0)} load ${obs.observedLoad?.toFixed(0)}`);
    const lt = a['long-tasks']?.details?.items ?? [];
    console.log('  long tasks:', lt.map(t => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(server.url,'').slice(0,40)}`).join(' | '));
    const bu = a['bootup-time']?.details?.items ?? [];
    console.log('  bootup:', bu.map(t => `${String(t.url).replace(server.url,'').slice(0,40)} total ${Math.round(t.total)} script ${Math.round(t.scripting)}`).join(' | '));
    const mw = a['mainthread-work-breakdown']?.details?.items ?? [];
    console.log('  mainthread:', mw.map(t => `${t.group} ${Math.round(t.duration)}`).join(', '));
    const reqs = process.env.REQS ? a['network-requests'].details.items : [];
    for (const r of reqs) console.log(`   ${r.networkRequestTime.toFixed(0).padStart(5)}-${r.networkEndTime.toFixed(0).padStart(5)} ${String(r.transferSize).padStart(7)} ${r.priority?.padEnd(8)} ${r.url.replace(server.url, '')}`);
  }
} finally { await chrome.kill(); await server.stop(); }
