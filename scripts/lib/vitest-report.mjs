// Test counts from the JSON that `vitest --reporter=json --outputFile=...` writes.
import { readFileSync } from 'node:fs';

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
