// `npm run make-admin -- <email> [--project <id>]`: makes the Auth user with this e-mail an
// organiser (users/{uid}.isAdmin = true; wallet balance kept, 0 if new). Runs against the
// emulators when FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST are set.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createAdminStore } from '../../functions/src/admin-store';
import { failureMessage } from './failure-message';
import { openTarget, takeProjectFlag } from './admin-app';
import { makeAdmin, withinDeadline, type FindAuthUser } from './tasks';

// How long Firestore may stay silent (OPERATOR_DEADLINE_MS overrides it; tests use a short one).
const DEADLINE_MS = Number(process.env.OPERATOR_DEADLINE_MS ?? 30_000);

const { projectId: projectFlag, rest } = takeProjectFlag(process.argv.slice(2));
if (rest.length !== 1) {
  console.error('Usage: npm run make-admin -- <email> [--project <project-id>]');
  process.exit(2);
}

try {
  const target = openTarget(projectFlag);
  console.log(`make-admin: ${target.description}`);
  const auth = getAuth(target.app);
  const findAuthUser: FindAuthUser = async (email) => {
    try {
      const user = await auth.getUserByEmail(email);
      return { uid: user.uid, email: user.email ?? email };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
  const result = await withinDeadline(
    makeAdmin(rest[0] as string, findAuthUser, createAdminStore(getFirestore(target.app))),
    DEADLINE_MS,
    target.description,
  );
  console.log(
    result.changed
      ? `${result.email} (uid ${result.uid}) is now an admin; wallet balance ${result.before?.walletBalance ?? 0}.`
      : `${result.email} (uid ${result.uid}) was already an admin; nothing changed.`,
  );
  process.exit(0);
} catch (error) {
  console.error(failureMessage(error));
  process.exit(1);
}
