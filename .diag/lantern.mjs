// node .diag/lantern.mjs <dist> <path>: which simulated nodes end last in the LCP/FCP estimates
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchLighthouseChrome } from '/work/main/scripts/lib/lighthouse.mjs';
import { startHostingEmulator, loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
const [dir, path = '/'] = process.argv.slice(2);
const server = await startHostingEmulator({ root: dir, hosting: loadHostingConfig('/work/main') });
const chrome = await launchLighthouseChrome();
try {
  const { lhr } = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log(`${path}: FCP ${a['first-contentful-paint'].numericValue.toFixed(0)} LCP ${a['largest-contentful-paint'].numericValue.toFixed(0)}`);
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/Contentful/.test(label)) continue;
    const rows = [...timings.entries()].map(([n, t]) => ({ n, t })).sort((x, y) => x.t.startTime - y.t.startTime);
    const end = Math.max(...rows.map((r) => r.t.endTime));
    console.log(`-- ${label}: end ${end.toFixed(0)}`);
    for (const { n, t } of rows) {
      const what = n.type === 'network' ? `${n.request.priority} ${n.request.resourceType} ${n.request.transferSize}B ${n.request.url.replace(server.url, '').slice(0, 60)}` : `cpu ${(n.event.dur / 1000).toFixed(1)}ms obs x ${n.childEvents.map(e=>e.name).filter(x=>/Layout|Parse|Evaluate|Paint|Style|Compile/.test(x)).slice(0,4).join(',')}`;
      console.log(`  ${t.startTime.toFixed(0).padStart(5)}-${t.endTime.toFixed(0).padStart(5)} ${what}`);
    }
  }
} finally { await chrome.kill(); await server.stop(); }
