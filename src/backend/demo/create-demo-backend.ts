import { config } from '@/config/env';
import { ticketMailSettings } from '@/config/ticket-mail';
import { cryptoRandomBytes, type RandomBytes } from '@/domain/random-bytes';
import { yieldToMain } from '@/lib/yield-to-main';
import type { AdminBackend } from '../admin-backend';
import type { PublicBackend } from '../backend';
import type { ContactTransport } from '../contact/send-contact-message';
import { createCheckoutApi } from './checkout';
import { createDemoContactApi } from './contact';
import type { DemoContext } from './context';
import { DEMO_DB_NAME, DemoDatabase, type DemoDatabaseOptions } from './db';
import { createDemoPaymentsGateway } from './demo-checkout';
import { lapseOrderHold } from './lapse-hold';
import { DEMO_PAYMENT_SECRET } from './demo-secret';
import { createDexieStore } from './dexie-store';
import { createPublicEventsApi } from './public-events';
import { ensureSeeded } from './seed-store';
import { sweepExpiredHolds } from './sweep-expired-holds';
import { sweepExpiredRecords } from './sweep-expired-records';
import { createTicketsApi } from './tickets';

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
  /** Where contact messages are also posted; the configured endpoint by default. */
  contact?: ContactTransport;
  /** Also add thousands of bookings (large-seed.ts), once, for measuring big lists. */
  largeSeed?: boolean;
  /** Where the ticket e-mails link to; this page's origin by default (see demoSiteUrl). */
  siteUrl?: string;
  /**
   * How the start hands the main thread back between its steps (yieldToMain by default); tests
   * record when it is called.
   */
  yieldToMain?: () => Promise<void>;
}

/**
 * A demo ticket lives only in the browser that booked it, so its e-mail links to this page's
 * origin; without a page (Node), to the configured site URL.
 */
function demoSiteUrl(): string {
  const origin = globalThis.location?.origin;
  return origin && /^https?:\/\//.test(origin) ? origin : config.siteUrl;
}

export interface DemoBackend extends PublicBackend {
  /** Closes the database and stops listening to other tabs (tests; a page never needs it). */
  close(): void;
}

/**
 * The embedded demo backend (docs/design.md §1.5, §4.9): the engine's flows on IndexedDB
 * transactions in the browser. Opens (and on first use seeds) the database before it resolves. The
 * organisers' half is a separate chunk, loaded by loadAdmin().
 */
export async function createDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  // On a first visit to /booking, evaluating this chunk (Dexie), reading the schema, opening and
  // seeding the database were one 17–24 ms task after the first paint, which a phone's 4× slower
  // CPU makes a blocking one (docs/design.md §10.4): each step is now a task of its own.
  const handBack = options.yieldToMain ?? yieldToMain;
  await handBack();
  const dbName = options.dbName ?? DEMO_DB_NAME;
  const db = new DemoDatabase({
    name: dbName,
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  });
  const ctx: DemoContext = {
    db,
    dbName,
    env: {
      store: createDexieStore(db),
      now: options.now ?? (() => new Date()),
      random: options.random ?? cryptoRandomBytes,
      ticketMail: ticketMailSettings(options.siteUrl ?? demoSiteUrl()),
    },
    secret: options.secret ?? DEMO_PAYMENT_SECRET,
  };

  await handBack();
  await db.open();
  await handBack();
  await ensureSeeded(db, ctx.env.now(), ctx.env.random, handBack);
  if (options.largeSeed) {
    const { ensureLargeSeed } = await import('./large-seed');
    await ensureLargeSeed(db, ctx.env.now(), ctx.env.random);
  }
  await handBack();
  // Tidying, not correctness (a lapsed hold already counts for nothing), so a failure is ignored.
  await sweepExpiredHolds(ctx).catch(() => 0);
  await sweepExpiredRecords(db, ctx.env.now()).catch(() => 0);

  let admin: Promise<AdminBackend & { dispose(): void }> | null = null;
  return {
    mode: 'demo',
    events: createPublicEventsApi(ctx),
    checkout: createCheckoutApi(ctx),
    payments: createDemoPaymentsGateway({
      secret: ctx.secret,
      random: ctx.env.random,
      lapseHold: (providerOrderId) => lapseOrderHold(ctx, providerOrderId),
      ...(options.processingMs !== undefined ? { processingMs: options.processingMs } : {}),
    }),
    tickets: createTicketsApi(ctx),
    contact: createDemoContactApi(ctx, options.contact ?? { endpoint: config.contactEndpoint }),
    loadAdmin() {
      admin ??= import('./admin/create-demo-admin').then(({ createDemoAdmin }) =>
        createDemoAdmin(ctx),
      );
      return admin;
    },
    close() {
      void admin?.then((loaded) => loaded.dispose());
      db.close();
    },
  };
}
