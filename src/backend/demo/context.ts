import type { FlowEnv } from '@/engine/flow-env';
import type { DemoDatabase } from './db';

/** What every area of the demo adapter shares: the database for queries, the engine's env for writes. */
export interface DemoContext {
  db: DemoDatabase;
  /** The flows' store (on `db`), clock and random source. */
  env: FlowEnv;
  /** Key secret the simulated checkout signs with and confirmPayment verifies against. */
  secret: string;
  /** The database name, which also names this backend's session in localStorage. */
  dbName: string;
}
