import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVitestCounts, readVitestFailures } from '../../../scripts/lib/vitest-report.mjs';

// The summary that ends `npm test` is often all a CI log keeps: it must name what failed.
function writeReport(report: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'vitest-report-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

const report = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: join(process.cwd(), 'tests/e2e/admin-scanner.e2e.ts'),
      status: 'failed',
      assertionResults: [
        { title: 'reads a QR', ancestorTitles: ['door'], status: 'passed', failureMessages: [] },
        {
          title: 'scans a ticket from an image file',
          ancestorTitles: ['door', 'image'],
          status: 'failed',
          failureMessages: ['Error: Test timed out in 60000ms.\n    at somewhere'],
        },
      ],
    },
    {
      name: join(process.cwd(), 'tests/e2e/broken.e2e.ts'),
      status: 'failed',
      message: 'SyntaxError: Unexpected token\nstack',
      assertionResults: [],
    },
  ],
};

describe('vitest report', () => {
  it('names each failed test with its file, groups and first line of the reason', () => {
    expect(readVitestFailures(writeReport(report))).toEqual([
      'tests/e2e/admin-scanner.e2e.ts › door › image › scans a ticket from an image file: Error: Test timed out in 60000ms.',
      'tests/e2e/broken.e2e.ts (did not run: SyntaxError: Unexpected token)',
    ]);
  });

  it('counts a file that failed to load as a failure', () => {
    expect(readVitestCounts(writeReport(report))).toEqual({ passed: 3, failed: 2, skipped: 1 });
  });

  it('reports nothing for a missing report', () => {
    expect(readVitestFailures('/nonexistent/report.json')).toEqual([]);
    expect(readVitestCounts('/nonexistent/report.json')).toBeNull();
  });
});
