import { spawnSync, type SpawnSyncReturns } from 'node:child_process';

/**
 * An operator command as `npm run <script> -- <args>` runs it (scripts/operator/<script>.ts),
 * aimed at one emulator project, with a deadline of its own shorter than the test's.
 */
export function runOperator(
  script: string,
  projectId: string,
  args: readonly string[],
  deadlineMs = 60_000,
): SpawnSyncReturns<string> {
  return spawnSync(
    'node',
    ['scripts/lib/run-ts.mjs', `scripts/operator/${script}.ts`, ...args, '--project', projectId],
    {
      encoding: 'utf8',
      env: { ...process.env, OPERATOR_DEADLINE_MS: String(deadlineMs) },
      timeout: Math.max(deadlineMs + 30_000, 60_000),
    },
  );
}
