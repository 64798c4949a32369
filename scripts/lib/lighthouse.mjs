// Lighthouse (default config = mobile preset with simulated throttling) on Debian's Chromium.
// Both come from tools/ (scripts/lib/test-tools.mjs), installed on first use.
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { importTestTool } from './test-tools.mjs';
import { blockingFromTrace } from './main-thread-bench.mjs';
import { cpuTimeEnd, mainThreadTaskTime } from './trace-cpu-time.mjs';

const chromeLauncher = await importTestTool('chrome-launcher');
const { default: lighthouse } = await importTestTool('lighthouse');
const { PageDependencyGraph } = await importTestTool(
  'lighthouse/core/computed/page-dependency-graph.js',
);
const metricsDir = 'lighthouse/core/computed/metrics';
const lantern = {
  fcp: (await importTestTool(`${metricsDir}/lantern-first-contentful-paint.js`))
    .LanternFirstContentfulPaint,
  lcp: (await importTestTool(`${metricsDir}/lantern-largest-contentful-paint.js`))
    .LanternLargestContentfulPaint,
};

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

/**
 * FCP and LCP as Lighthouse's own simulation computes them from a run's artifacts and settings
 * (the mobile preset's throttling), with each main-thread task at its CPU time instead of its
 * wall time (docs/design.md §10.5, scripts/lib/trace-cpu-time.mjs). Not its TBT:
 * the simulation does not tie a module script's evaluation to the script's download, so with
 * shorter tasks before it the app's evaluation lands before the simulated first paint and stops
 * counting. TBT at CPU time is each task after the observed first paint instead.
 */
async function lanternAtCpuTime(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  // Lighthouse's graph of the run as observed (every request keeps the task that started it, and
  // every task the requests it waited for), cached in `context` where the metrics below find it;
  // only its tasks' lengths change.
  const graph = await PageDependencyGraph.request({ ...data, fromTrace: false }, context);
  graph.traverse((node) => {
    if (node.type === 'cpu') node.correctedEndTs = cpuTimeEnd(node.event, node.correctedEndTs);
  });
  const fcp = await lantern.fcp.request(data, context);
  const lcp = await lantern.lcp.request(data, context);
  return { fcpMs: fcp.timing, lcpMs: lcp.timing };
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
 * @returns {Promise<{ url: string, scores: Record<string, number|null>, fcpMs: number, lcpMs: number, tbtMs: number, cls: number, atCpuTime: { fcpMs: number, lcpMs: number, tbtMs: number, wallMs: number, cpuMs: number }, seconds: number, failed: { id: string, title: string }[] }>}
 *   scores are 0–100; `failed` lists audits that scored below 1 in the non-performance categories, with a few of their findings;
 *   `atCpuTime` is the same run's FCP and LCP simulated with each task at its CPU time, its TBT from each task's CPU time after the first paint, and the page's main-thread task time on the wall and on the CPU.
 */
// Trace-recording failures Lighthouse itself says to retry ("Please run Lighthouse again"): on a
// loaded machine its trace sometimes misses the navigation. Not failures of the page.
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
const ATTEMPTS = 3;

export async function auditUrl(chrome, url) {
  const started = Date.now();
  let lhr = null;
  let artifacts = null;
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    lhr = result?.lhr;
    artifacts = result?.artifacts;
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
  const traceEvents = artifacts.Trace.traceEvents;
  const atCpuTime = {
    ...(await lanternAtCpuTime(artifacts, lhr.configSettings)),
    // Every task of the page's after its first paint, 4 × its CPU time (as --only=mainthread).
    tbtMs: blockingFromTrace(traceEvents, new URL(lhr.finalDisplayedUrl).origin).estimatedTbtMs,
    ...mainThreadTaskTime(traceEvents),
  };
  return { url, scores, ...metrics, atCpuTime, failed, seconds: (Date.now() - started) / 1000 };
}
