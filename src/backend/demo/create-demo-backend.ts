import { cryptoRandomBytes, type RandomBytes } from '@/domain/random-bytes';
import type { Backend } from '../backend';
import { createDemoAuth } from './auth';
import { createCheckInApi } from './check-in';
import { createCheckoutApi } from './checkout';
import type { DemoContext } from './context';
import { DEMO_DB_NAME, DemoDatabase, type DemoDatabaseOptions } from './db';
import { createDemoPaymentsGateway } from './demo-checkout';
import { DEMO_PAYMENT_SECRET } from './demo-secret';
import { createEventsApi } from './events';
import { createPromoCodesApi } from './promo-codes';
import { createRegistrationsApi } from './registrations';
import { ensureSeeded, resetSeed } from './seed-store';
import { createStatsApi } from './stats';
import { createTicketsApi } from './tickets';
import { createTransactionsApi, createWalletApi } from './wallet';

export interface DemoBackendOptions {
  /** fake-indexeddb in tests; the browser's IndexedDB by default. */
  indexedDB?: DemoDatabaseOptions['indexedDB'];
  IDBKeyRange?: DemoDatabaseOptions['IDBKeyRange'];
  /** Tests give each case its own database. */
  dbName?: string;
  now?: () => Date;
  random?: RandomBytes;
  /** The key secret the demo checkout signs with. */
  secret?: string;
  /** How long the demo checkout shows "Processing…" after Pay. */
  processingMs?: number;
}

export interface DemoBackend extends Backend {
  resetDemoData(): Promise<void>;
  /** Closes the database and stops listening to other tabs (tests; a page never needs it). */
  close(): void;
}

/**
 * The embedded demo backend (DESIGN §1, §4): the DESIGN §4 flow on IndexedDB transactions in the
 * browser. Opens (and on first use seeds) the database and restores a remembered sign-in before
 * it resolves, so the auth state is known from the first render.
 */
export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  const dbName = options.dbName ?? DEMO_DB_NAME;
  const db = new DemoDatabase({
    name: dbName,
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  });
  const ctx: DemoContext = {
    db,
    now: options.now ?? (() => new Date()),
    random: options.random ?? cryptoRandomBytes,
    secret: options.secret ?? DEMO_PAYMENT_SECRET,
  };

  await db.open();
  await ensureSeeded(db, ctx.now(), ctx.random);
  const auth = createDemoAuth(ctx, dbName);
  await auth.restore();

  return {
    mode: 'demo',
    auth,
    events: createEventsApi(ctx),
    checkout: createCheckoutApi(ctx),
    payments: createDemoPaymentsGateway({
      secret: ctx.secret,
      random: ctx.random,
      ...(options.processingMs !== undefined ? { processingMs: options.processingMs } : {}),
    }),
    tickets: createTicketsApi(ctx),
    checkIn: createCheckInApi(ctx),
    promoCodes: createPromoCodesApi(ctx),
    registrations: createRegistrationsApi(ctx),
    wallet: createWalletApi(ctx),
    transactions: createTransactionsApi(ctx),
    stats: createStatsApi(ctx),
    resetDemoData: () => resetSeed(db, ctx.now(), ctx.random),
    close() {
      auth.dispose();
      db.close();
    },
  };
}
