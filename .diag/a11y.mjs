import lighthouse from 'lighthouse';
import { launchLighthouseChrome } from '/work/main/scripts/lib/lighthouse.mjs';
import { startHostingEmulator, loadHostingConfig } from '/work/main/scripts/lib/hosting-emulator.mjs';
const [dir, path = '/'] = process.argv.slice(2);
const server = await startHostingEmulator({ root: dir, hosting: loadHostingConfig('/work/main') });
const chrome = await launchLighthouseChrome();
try {
  const { lhr } = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] });
  console.log('a11y', lhr.categories.accessibility.score);
  for (const it of lhr.audits['color-contrast'].details?.items ?? []) console.log(it.node.snippet.slice(0, 150), '|', it.node.explanation?.slice(0, 300));
} finally { await chrome.kill?.(); await server.stop?.(); process.exit(0); }
