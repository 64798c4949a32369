import type { FirebaseApp } from 'firebase/app';
import type { AdminBackend } from '../admin-backend';
import type { CallFunction } from './call-function';
import type { EmulatorHosts } from './emulator-ports';

interface AdminModule {
  createFirebaseAdmin(
    app: FirebaseApp,
    options: { emulators: EmulatorHosts | null; callFunction: CallFunction },
  ): Promise<AdminBackend>;
}

const ADMIN_MODULE = './admin/create-firebase-admin.ts';

// The organisers' half (src/backend/firebase/admin/, with the full Firestore and Auth SDKs) is
// written beside this one; the glob makes it its own lazy chunk, found by name at build time.
const adminModules = import.meta.glob<AdminModule>('./admin/create-firebase-admin.ts');

/**
 * Loads the organisers' half on its own chunk, on the same emulators as the visitors' half (or
 * none); rejects plainly if this build lacks it.
 */
export async function loadFirebaseAdmin(
  app: FirebaseApp,
  emulators: EmulatorHosts | null,
  callFunction: CallFunction,
): Promise<AdminBackend> {
  const load = adminModules[ADMIN_MODULE];
  if (!load) throw new Error(`This build has no ${ADMIN_MODULE}: the admin area cannot load.`);
  const { createFirebaseAdmin } = await load();
  return createFirebaseAdmin(app, { emulators, callFunction });
}
