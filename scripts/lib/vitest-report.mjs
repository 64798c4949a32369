// Test counts from the JSON that `vitest --reporter=json --outputFile=...` writes.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * @returns {{ passed: number, failed: number, skipped: number } | null} null when the file is missing
 *   (vitest crashed before reporting). A test file that failed to load counts as one failure.
 */
export function readVitestCounts(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const brokenFiles = (report.testResults ?? []).filter(
    (result) =>
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * What failed, one line each ("tests/e2e/x.e2e.ts › group › test"), so the summary that ends the
 * run's output says which test broke even when only its tail is kept.
 * @returns {string[]} empty when the file is missing or nothing failed.
 */
export function readVitestFailures(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const failures = [];
  for (const result of report.testResults ?? []) {
    const where = relative(process.cwd(), result.name ?? '');
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const title = [...(test.ancestorTitles ?? []), test.title].join(' › ');
      const reason = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 160);
      failures.push(`${where} › ${title}${reason ? `: ${reason}` : ''}`);
    }
    if (result.status === 'failed' && failedTests.length === 0) {
      const reason = String(result.message ?? '')
        .split('\n')[0]
        .slice(0, 160);
      failures.push(`${where} (did not run${reason ? `: ${reason}` : ''})`);
    }
  }
  return failures;
}
