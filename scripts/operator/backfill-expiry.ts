// `npm run backfill:expiry [-- --dry-run] [--project <id>]`: once, when deploying the TTL policies
// (docs/design.md §3.11, §16.4), gives the records that only grow and were written before they
// carried an expiry their `expireAt`, so the policies delete old records too. Safe to run again:
// it writes only documents that have none. Runs against the emulator when FIRESTORE_EMULATOR_HOST
// is set.
import { getFirestore } from 'firebase-admin/firestore';
import { openTarget, takeProjectFlag } from './admin-app';
import { backfillExpiry } from './expiry-backfill';
import { TaskError, withinDeadline } from './tasks';

// How long the whole run may take before it is reported as stuck (OPERATOR_DEADLINE_MS overrides).
const DEADLINE_MS = Number(process.env.OPERATOR_DEADLINE_MS ?? 600_000);

const { projectId: projectFlag, rest } = takeProjectFlag(process.argv.slice(2));
const dryRun = rest.includes('--dry-run');
if (rest.some((arg) => arg !== '--dry-run')) {
  console.error('Usage: npm run backfill:expiry [-- --dry-run] [--project <project-id>]');
  process.exit(2);
}

try {
  const target = openTarget(projectFlag);
  console.log(
    `backfill:expiry${dryRun ? ' (dry run: nothing written)' : ''}: ${target.description}`,
  );
  const counts = await withinDeadline(
    backfillExpiry(getFirestore(target.app), { dryRun }),
    DEADLINE_MS,
    target.description,
  );
  for (const { collection, read, changed, skipped } of counts) {
    const changedMeanwhile = skipped > 0 ? `, ${skipped} changed meanwhile (run again)` : '';
    console.log(
      `${collection}: ${read} read, ${changed} ${dryRun ? 'to expire' : 'given an expiry'}${changedMeanwhile}`,
    );
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof TaskError ? error.message : error);
  process.exit(1);
}
