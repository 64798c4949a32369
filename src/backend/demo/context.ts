import type { RandomBytes } from '@/domain/random-bytes';
import type { DemoDatabase } from './db';

/** What every area of the demo adapter shares. */
export interface DemoContext {
  db: DemoDatabase;
  now: () => Date;
  random: RandomBytes;
  /** Key secret the simulated checkout signs with and confirmPayment verifies against. */
  secret: string;
}
