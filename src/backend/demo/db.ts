import { Dexie, type Table } from 'dexie';
import type { Ticket } from '@/domain/booking';
import type { Order } from '@/domain/orders';
import type { PromoCode, PromoRedemptions } from '@/domain/promo-codes';
import type { Refund } from '@/domain/refunds';
import type { StoredEvent } from '@/domain/seats';
import type {
  BookingDoc,
  ContactMessageDoc,
  LegacyBookingDoc,
  MailDoc,
  ScanLogDoc,
  TeamDoc,
  TransactionDoc,
  UserDoc,
} from '@/engine/collections';
import type { VisitorHoldsDoc } from '@/domain/visitor-holds';
import { movePromoRedeemers } from './migrate-promo-redeemers';
import type { ContactCountDoc } from '@/domain/contact-limit';
import { countSeatsOnEvents } from './migrate-seat-counters';
import { moveSeatsIntoShards } from './migrate-seat-shards';
import type { SeatShardDoc } from '@/domain/seat-shards';
import { addExpiry } from './migrate-expiry';
import { addEventStatus } from './migrate-event-status';
import { addSearchWords } from './migrate-search-words';
import { NewestFirstOrder, newestFirstOrderMiddleware } from './newest-first-order';
import { searchWordsMiddleware } from './search-words';

import { DEMO_DB_NAME } from './db-name';

export { DEMO_DB_NAME };

export type StoredUser = UserDoc;

/** Demo stand-in for Firebase Auth's account store; keyed by the lower-cased e-mail. */
export interface StoredCredential {
  email: string;
  uid: string;
  salt: string;
  /** Hex SHA-256 of `${salt}:${password}`. */
  passwordHash: string;
}

export type StoredBooking = BookingDoc;
export type StoredLegacyBooking = LegacyBookingDoc;
export type StoredTransaction = TransactionDoc;

export interface StoredMeta {
  key: string;
  value: string;
}

export interface DemoDatabaseOptions {
  /** Another IndexedDB (fake-indexeddb in tests); the browser's by default. */
  indexedDB?: { open: IDBFactory['open'] };
  IDBKeyRange?: typeof IDBKeyRange;
  name?: string;
}

/**
 * The demo backend's store: one table per Firestore collection of docs/design.md §3.1, same
 * document shapes, ISO-string dates. Every multi-record write goes through `db.transaction('rw',
 * …)`, which IndexedDB serialises across tabs — that is what makes the demo's races real races.
 */
export class DemoDatabase extends Dexie {
  declare users: Table<StoredUser, string>;
  /** Who organisers added to the team, by e-mail (docs/design.md §6.1). */
  declare team: Table<TeamDoc, string>;
  declare credentials: Table<StoredCredential, string>;
  declare events: Table<StoredEvent, string>;
  /** Each event's seat counters, one record per shard (docs/design.md §3.10). */
  declare seatShards: Table<SeatShardDoc, string>;
  declare promoCodes: Table<PromoCode, string>;
  declare promoRedemptions: Table<PromoRedemptions, string>;
  declare orders: Table<Order, string>;
  declare newbookings: Table<StoredBooking, string>;
  declare tickets: Table<Ticket, string>;
  declare bookings: Table<StoredLegacyBooking, string>;
  declare transactions: Table<StoredTransaction, string>;
  declare scanLog: Table<ScanLogDoc, string>;
  declare contactMessages: Table<ContactMessageDoc, string>;
  declare visitorHolds: Table<VisitorHoldsDoc, string>;
  declare contactCounts: Table<ContactCountDoc, string>;
  /** The outbox: ticket e-mails the flows wrote. The demo sends none; organisers can read them. */
  declare mail: Table<MailDoc, string>;
  /** Late payments turned away: the demo "refunds" them at once (no money moves). */
  declare refunds: Table<Refund, string>;
  declare meta: Table<StoredMeta, string>;
  /** Registered Users' newest-first order of the booking tables, for this session (docs/design.md §14.3). */
  readonly newestFirst: NewestFirstOrder;

  constructor(options: DemoDatabaseOptions = {}) {
    super(options.name ?? DEMO_DB_NAME, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
      // Reads must see other tabs' commits, never a cached copy.
      cache: 'disabled',
    });
    // Only versions with an upgrade function are declared: Dexie (3 and later) reads an older
    // database's stores from the database itself, so versions that only added tables or indexes
    // are folded into the next version that upgrades (1 into 2; 3 into 4; 5 and 6 into 7). Each
    // declared version costs a pass over every table when the class is built, and the first
    // visit to /booking builds it after its first paint (docs/design.md §10.4).
    // Seats moved onto the event document (sold + holds) and the door got a scan log (2); the
    // tables of the first version (1).
    this.version(2)
      .stores({
        users: 'uid, email',
        credentials: 'email',
        events: 'id, date',
        promoCodes: 'code, createdAt',
        orders: 'id, eventId, status, expiresAt',
        newbookings: 'id, eventId, email, createdAt',
        tickets: 'token, bookingId',
        bookings: 'id, eventId, email, createdAt',
        transactions: 'id, toId, userId, createdAt',
        meta: 'key',
        scanLog: 'id, at, bookingId',
        contactMessages: 'id, createdAt',
      })
      .upgrade((tx) => countSeatsOnEvents(tx));
    // Who redeemed a code moved off the code visitors can read (4, docs/design.md §3.6); unpaid
    // seats per visitor (the create-order flow's limit) and the ticket e-mail outbox (3): two new,
    // empty tables.
    this.version(4)
      .stores({ visitorHolds: 'id', mail: 'id, createdAt', promoRedemptions: 'code' })
      .upgrade((tx) => movePromoRedeemers(tx));
    // Seats moved off the event into its seat shards (7, docs/design.md §3.10); payments turned
    // away and refunded (5, docs/design.md §4.7) and contact messages per sender and day (6,
    // docs/design.md §13): two new, empty tables.
    this.version(7)
      .stores({ refunds: 'id, createdAt', contactCounts: 'id', seatShards: 'id, eventId' })
      .upgrade((tx) => moveSeatsIntoShards(tx));
    // Registered Users finds a search by index, not by reading every booking: a multi-entry
    // index on each booking's search words, which older bookings are given (docs/design.md §14.3).
    this.version(8)
      .stores({
        newbookings: 'id, eventId, email, createdAt, *searchWords',
        bookings: 'id, eventId, email, createdAt, *searchWords',
      })
      .upgrade((tx) => addSearchWords(tx));
    // A word now also starts after an apostrophe ("souza" finds D'Souza, docs/design.md §14.3):
    // every booking's search words again.
    this.version(9)
      .stores({})
      .upgrade((tx) => addSearchWords(tx));
    // Records that only grow expire (docs/design.md §3.11): an index on `expireAt` for the sweep
    // at open, and older records given the expiry their flow would give them now.
    this.version(10)
      .stores({
        orders: 'id, eventId, status, expiresAt, expireAt',
        visitorHolds: 'id, expireAt',
        contactCounts: 'id, expireAt',
        scanLog: 'id, at, bookingId, expireAt',
      })
      .upgrade((tx) => addExpiry(tx, new Date()));
    // Roles (docs/design.md §6.1): the team, a new, empty table. Organisers' records keep their
    // shape (isAdmin); the demo's door account is added to an older database when the admin
    // area opens (addMissingDemoAccounts), since its password hash is async Web Crypto.
    this.version(11).stores({ team: 'email' });
    // Events have a life (12, docs/design.md §3.12): those stored before are published.
    this.version(12)
      .stores({})
      .upgrade((tx) => addEventStatus(tx));
    this.use(searchWordsMiddleware);
    this.newestFirst = new NewestFirstOrder(this.name);
    this.use(newestFirstOrderMiddleware(this.newestFirst));
  }

  /** Every table, for transactions that seed or reset the whole store. */
  get allTables(): Table[] {
    return [
      this.users,
      this.team,
      this.credentials,
      this.events,
      this.seatShards,
      this.promoCodes,
      this.promoRedemptions,
      this.orders,
      this.newbookings,
      this.tickets,
      this.bookings,
      this.transactions,
      this.scanLog,
      this.contactMessages,
      this.visitorHolds,
      this.contactCounts,
      this.mail,
      this.refunds,
      this.meta,
    ];
  }
}
