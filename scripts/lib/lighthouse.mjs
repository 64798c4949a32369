// Lighthouse (default config = mobile preset with simulated throttling) on Debian's Chromium.
// Both come from tools/ (scripts/lib/test-tools.mjs), installed on first use.
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { importTestTool } from './test-tools.mjs';

const chromeLauncher = await importTestTool('chrome-launcher');
const { default: lighthouse } = await importTestTool('lighthouse');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** A few readable lines from an audit's findings (console messages, issues, offending elements). */
function summariseItems(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const text =
      item.description ??
      item.issueType ??
      item.node?.snippet ??
      item.node?.nodeLabel ??
      item.url ??
      item.source ??
      JSON.stringify(item);
    const where =
      typeof item.source === 'object' && item.source?.url ? ` (${item.source.url})` : '';
    return `${String(text).slice(0, 200)}${where}`;
  });
}

/** Launch one Chromium for a series of Lighthouse runs. Lighthouse resets storage before each run. */
export async function launchLighthouseChrome() {
  return chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
}

/**
 * Audit one URL as a first-time mobile visitor.
 * @returns {Promise<{ url: string, scores: Record<string, number|null>, fcpMs: number, lcpMs: number, tbtMs: number, cls: number, seconds: number, failed: { id: string, title: string }[] }>}
 *   scores are 0–100; `failed` lists audits that scored below 1 in the non-performance categories, with a few of their findings.
 */
// Trace-recording failures Lighthouse itself says to retry ("Please run Lighthouse again"): on a
// loaded machine its trace sometimes misses the navigation. Not failures of the page.
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
const ATTEMPTS = 3;

export async function auditUrl(chrome, url) {
  const started = Date.now();
  let lhr = null;
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    const error = lhr.runtimeError;
    if (!error) break;
    if (!RETRYABLE.has(error.code) || attempt >= ATTEMPTS)
      throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`);
    console.warn(`  (Lighthouse: ${error.code} on ${url}, attempt ${attempt}; running it again)`);
  }

  const scores = {};
  const failed = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    if (id === 'performance' || !category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        failed.push({ category: id, id: ref.id, title: audit.title, items: summariseItems(audit) });
      }
    }
  }
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  return { url, scores, ...metrics, failed, seconds: (Date.now() - started) / 1000 };
}
