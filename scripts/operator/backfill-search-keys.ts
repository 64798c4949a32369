// `npm run backfill:search-keys [-- --dry-run] [--project <id>]`: once, before deploying the
// backend search (docs/design.md §16.3), gives every booking and legacy booking its search keys
// (and a legacy booking `checkedIn: false` where it has none). Safe to run again: it writes only
// documents that differ. Runs against the emulator when FIRESTORE_EMULATOR_HOST is set.
import { runBackfill } from './run-backfill';
import { backfillSearchKeys } from './search-keys-backfill';

await runBackfill({
  name: 'backfill:search-keys',
  run: backfillSearchKeys,
  report: ({ collection, read, changed }, dryRun) =>
    `${collection}: ${read} read, ${changed} ${dryRun ? 'to update' : 'updated'}`,
});
