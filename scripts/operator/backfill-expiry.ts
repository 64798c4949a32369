// `npm run backfill:expiry [-- --dry-run] [--project <id>]`: once, when deploying the TTL policies
// (docs/design.md §3.11, §16.4), gives the records that only grow and were written before they
// carried an expiry their `expireAt`, so the policies delete old records too. Safe to run again:
// it writes only documents that have none. Runs against the emulator when FIRESTORE_EMULATOR_HOST
// is set.
import { backfillExpiry } from './expiry-backfill';
import { runBackfill } from './run-backfill';

await runBackfill({
  name: 'backfill:expiry',
  run: backfillExpiry,
  report: ({ collection, read, changed, skipped }, dryRun) => {
    const changedMeanwhile = skipped > 0 ? `, ${skipped} changed meanwhile (run again)` : '';
    return `${collection}: ${read} read, ${changed} ${dryRun ? 'to expire' : 'given an expiry'}${changedMeanwhile}`;
  },
});
