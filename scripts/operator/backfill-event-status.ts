// `npm run backfill:event-status [-- --dry-run] [--project <id>]`: once, before deploying events'
// life (docs/design.md §3.12), stores every event without a status as published, so /booking
// still finds it. Safe to run again. Runs against the emulator when FIRESTORE_EMULATOR_HOST is set.
import { backfillEventStatus } from './event-status-backfill';
import { runBackfill } from './run-backfill';

await runBackfill({
  name: 'backfill:event-status',
  run: backfillEventStatus,
  report: ({ read, changed }, dryRun) =>
    `events: ${read} read, ${changed} ${dryRun ? 'to update' : 'updated'}`,
});
