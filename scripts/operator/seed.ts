// `npm run seed:firebase [-- --project <id>]`: writes the upcoming party and one promo code of
// each sample kind into a new project (src/config/seed-catalog.ts, as the demo seeds). What is
// already there is kept. On a real project the codes get unguessable names, printed here; the
// emulators (FIRESTORE_EMULATOR_HOST set) get the published sample names.
import { getFirestore } from 'firebase-admin/firestore';
import { createAdminStore } from '../../functions/src/admin-store';
import { failureMessage } from './failure-message';
import { openTarget, takeProjectFlag } from './admin-app';
import { promoCodeNames, seedProject, withinDeadline } from './tasks';

// How long Firestore may stay silent (OPERATOR_DEADLINE_MS overrides it; tests use a short one).
const DEADLINE_MS = Number(process.env.OPERATOR_DEADLINE_MS ?? 30_000);

const { projectId: projectFlag, rest } = takeProjectFlag(process.argv.slice(2));
if (rest.length !== 0) {
  console.error('Usage: npm run seed:firebase [-- --project <project-id>]');
  process.exit(2);
}

try {
  const target = openTarget(projectFlag);
  console.log(`seed:firebase: ${target.description}`);
  const firestoreEmulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const result = await withinDeadline(
    seedProject(
      createAdminStore(getFirestore(target.app)),
      new Date(),
      promoCodeNames(firestoreEmulated ? 'emulator' : 'project'),
    ),
    DEADLINE_MS,
    target.description,
  );
  const { event } = result;
  console.log(
    `events/${event.id}: ${event.created ? 'created' : 'already there, kept'} (${event.date})`,
  );
  for (const code of result.promoCodes) {
    console.log(
      `promoCodes/${code.code} (${code.kind}, ${code.isActive ? 'active' : 'inactive'}): ${code.created ? 'created' : 'already there, kept'}`,
    );
  }
  process.exit(0);
} catch (error) {
  console.error(failureMessage(error));
  process.exit(1);
}
