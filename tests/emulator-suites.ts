/**
 * The suites that need the Firestore emulator (rules, the Firestore stores, the contract suite
 * on the Firebase adapter, the operator scripts). `npm run test:emulators` runs them (vitest.emulators.config.ts).
 * `npm test` runs them in their own step where an emulator can start here, and then leaves them
 * out of the unit run (FIRESTORE_SUITES=own-step), so each is counted once; elsewhere the unit
 * run reports them skipped, with the reason in their titles.
 */
export const EMULATOR_SUITES = [
  'tests/rules/**/*.test.ts',
  'tests/store/**/*.firestore.test.ts',
  'tests/contract/firebase-backend.contract.test.ts',
  'tests/firebase/**/*.firestore.test.ts',
  // Writes to the functions' own project, which the contract suite resets: run after the rest
  // (vitest.emulators.config.ts).
  'tests/functions/**/*.firestore.test.ts',
];

/** The suites that share the functions' project with the contract suite, run after it. */
export const AFTER_CONTRACT_SUITES = ['tests/functions/**/*.firestore.test.ts'];

export const emulatorSuitesRunSeparately = process.env.FIRESTORE_SUITES === 'own-step';
