import type { Firestore } from 'firebase/firestore';
import type { Actor, FlowEnv } from '@/engine/flow-env';
import type { DoorNetwork } from './connectivity';

/** Who is signed in, as the flows take it (from Firebase Auth, never from an argument). */
export type CurrentActor = () => Actor;

/** What every area of the organisers' half shares: Firestore for queries, the engine's env for writes. */
export interface FirebaseAdminContext {
  db: Firestore;
  /** The flows' store (createWebStore on `db`), clock and random source. */
  env: FlowEnv;
  actor: CurrentActor;
  /** Whether the server can be reached now (docs/design.md §5.7): rights checks and the door. */
  network: DoorNetwork;
}
