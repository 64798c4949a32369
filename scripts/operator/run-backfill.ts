import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { openTarget, takeProjectFlag } from './admin-app';
import { failureMessage } from './failure-message';
import { withinDeadline } from './tasks';

// How long the whole run may take before it is reported as stuck (OPERATOR_DEADLINE_MS overrides).
const DEADLINE_MS = Number(process.env.OPERATOR_DEADLINE_MS ?? 600_000);

export interface Backfill<Count> {
  /** The npm script's name, as the operator typed it: `backfill:expiry`. */
  name: string;
  run(db: Firestore, options: { dryRun: boolean }): Promise<readonly Count[]>;
  /** One line per collection counted. */
  report(count: Count, dryRun: boolean): string;
}

/**
 * `npm run <name> [-- --dry-run] [--project <id>]`: the command line every backfill shares — its
 * flags, the project it writes to (the emulator when FIRESTORE_EMULATOR_HOST is set), a deadline,
 * a line per collection, and on failure one line saying what to do (failureMessage), exit 1.
 */
export async function runBackfill<Count>({ name, run, report }: Backfill<Count>): Promise<never> {
  const { projectId, rest } = takeProjectFlag(process.argv.slice(2));
  const dryRun = rest.includes('--dry-run');
  if (rest.some((arg) => arg !== '--dry-run')) {
    console.error(`Usage: npm run ${name} [-- --dry-run] [--project <project-id>]`);
    process.exit(2);
  }
  try {
    const target = openTarget(projectId);
    console.log(`${name}${dryRun ? ' (dry run: nothing written)' : ''}: ${target.description}`);
    const counts = await withinDeadline(
      run(getFirestore(target.app), { dryRun }),
      DEADLINE_MS,
      target.description,
    );
    for (const count of counts) console.log(report(count, dryRun));
    process.exit(0);
  } catch (error) {
    console.error(failureMessage(error));
    process.exit(1);
  }
}
