// One launch rush against running emulators, for `npm run bench -- --only=rush`
// (scripts/lib/rush-bench.mjs starts them and runs this through scripts/lib/run-ts.mjs). Prints
// the RushReport as JSON on its last line.
//
//   FIRESTORE_EMULATOR_HOST, RUSH_FUNCTIONS_URL (…/demo-sangeet/asia-south1),
//   RAZORPAY_KEY_SECRET, RUSH_PLAN (a RushPlan as JSON), RUSH_EVENT_ID;
//   RUSH_TRACE=1 prints each answer's kind and milliseconds on stderr as it comes.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createAdminStore } from '../../functions/src/admin-store';
import { callableClient } from './callable-client';
import { explainHeldSeats } from './rush-held-seats';
import { runRush, seedRushEvent, warmUp, type RushPlan } from './launch-rush';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset (scripts/lib/rush-bench.mjs sets it).`);
  return value;
}

required('FIRESTORE_EMULATOR_HOST');
const plan = JSON.parse(required('RUSH_PLAN')) as RushPlan;
const app = initializeApp({ projectId: 'demo-sangeet' }, 'launch-rush');
const world = {
  call: callableClient(required('RUSH_FUNCTIONS_URL')),
  store: createAdminStore(getFirestore(app)),
  keySecret: required('RAZORPAY_KEY_SECRET'),
  eventId: required('RUSH_EVENT_ID'),
  now: () => new Date(),
};
await warmUp(world, plan.inFlight);
await seedRushEvent(world, plan);
const report = await runRush(world, plan);
const heldSeats = await explainHeldSeats(getFirestore(app), world.eventId, world.now());
await deleteApp(app);
console.log(JSON.stringify({ ...report, heldSeats }));
