// `npm run backfill:search-keys [-- --dry-run] [--project <id>]`: once, before deploying the
// backend search (docs/design.md §16.3), gives every booking and legacy booking its search keys
// (and a legacy booking `checkedIn: false` where it has none). Safe to run again: it writes only
// documents that differ. Runs against the emulator when FIRESTORE_EMULATOR_HOST is set.
import { getFirestore } from 'firebase-admin/firestore';
import { failureMessage } from './failure-message';
import { openTarget, takeProjectFlag } from './admin-app';
import { backfillSearchKeys } from './search-keys-backfill';
import { withinDeadline } from './tasks';

// How long the whole run may take before it is reported as stuck (OPERATOR_DEADLINE_MS overrides).
const DEADLINE_MS = Number(process.env.OPERATOR_DEADLINE_MS ?? 600_000);

const { projectId: projectFlag, rest } = takeProjectFlag(process.argv.slice(2));
const dryRun = rest.includes('--dry-run');
if (rest.some((arg) => arg !== '--dry-run')) {
  console.error('Usage: npm run backfill:search-keys [-- --dry-run] [--project <project-id>]');
  process.exit(2);
}

try {
  const target = openTarget(projectFlag);
  console.log(
    `backfill:search-keys${dryRun ? ' (dry run: nothing written)' : ''}: ${target.description}`,
  );
  const counts = await withinDeadline(
    backfillSearchKeys(getFirestore(target.app), { dryRun }),
    DEADLINE_MS,
    target.description,
  );
  for (const { collection, read, changed } of counts) {
    console.log(`${collection}: ${read} read, ${changed} ${dryRun ? 'to update' : 'updated'}`);
  }
  process.exit(0);
} catch (error) {
  console.error(failureMessage(error));
  process.exit(1);
}
