import { Dexie, type DBCore, type Middleware } from 'dexie';

export type BookingTable = 'newbookings' | 'bookings';

const BOOKING_TABLES: readonly BookingTable[] = ['newbookings', 'bookings'];

const isBookingTable = (name: string): name is BookingTable =>
  (BOOKING_TABLES as readonly string[]).includes(name);

interface Listed {
  id: string;
  createdAt: string;
}

/** One table's documents newest first by (createdAt, id). */
export interface NewestFirst {
  readonly listed: readonly Listed[];
}

/**
 * The newest-first order of each booking table, held in memory for the admin session so that a
 * search does not read the whole createdAt index to order its matches (docs/design.md §14.3).
 * It is only ever dropped, never patched: any write to a booking table drops that table's order
 * as the write is made, before it commits (the middleware below), so a read that starts after
 * the write never sees the old order; another tab's write drops it when Dexie's 'storagemutated'
 * event says so. Dexie fires that event for this tab's commits too, with no way to tell which
 * writes kept every id and createdAt (a check-in, its undo), so every write drops the order and
 * the next idle moment builds it again.
 */
export class NewestFirstOrder {
  private readonly orders = new Map<BookingTable, NewestFirst>();
  private readonly building = new Set<BookingTable>();
  /** Bumped by every drop, so a build that read before a write does not store what it read. */
  private generation = 0;
  private listening = false;

  constructor(private readonly dbName: string) {}

  of(table: string): NewestFirst | undefined {
    return isBookingTable(table) ? this.orders.get(table) : undefined;
  }

  /**
   * Reads `table`'s order by `read` (ascending (createdAt, id) pairs) and keeps it, unless it is
   * held or being read already, or a write dropped the orders while it read.
   */
  async build(table: BookingTable, read: () => Promise<Listed[]>): Promise<void> {
    if (this.orders.has(table) || this.building.has(table)) return;
    this.building.add(table);
    try {
      const started = this.generation;
      const ascending = await read();
      if (this.generation !== started) return;
      this.orders.set(table, { listed: ascending.reverse() });
      this.listen();
    } finally {
      this.building.delete(table);
    }
  }

  /** Called for every write to a booking table as it is made. */
  noteWrite(table: BookingTable): void {
    if (this.orders.has(table)) this.drop();
  }

  drop(): void {
    this.generation += 1;
    this.orders.clear();
    this.stopListening();
  }

  private readonly onStorageMutated = (parts: Record<string, unknown>) => {
    const ofBookings = BOOKING_TABLES.map((table) => `idb://${this.dbName}/${table}/`);
    if (
      'all' in parts ||
      Object.keys(parts).some((part) => ofBookings.some((p) => part.startsWith(p)))
    ) {
      this.drop();
    }
  };

  // Listening only while an order is held: a closed database's order holds no listener.
  private listen() {
    if (this.listening) return;
    this.listening = true;
    Dexie.on('storagemutated', this.onStorageMutated);
  }

  private stopListening() {
    if (!this.listening) return;
    this.listening = false;
    Dexie.on('storagemutated').unsubscribe(this.onStorageMutated);
  }
}

/** Tells `order` of every write to a booking table, before it reaches the database. */
export function newestFirstOrderMiddleware(order: NewestFirstOrder): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'newestFirstOrder',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (!isBookingTable(name)) return table;
        return {
          ...table,
          mutate: (req) => {
            order.noteWrite(name);
            return table.mutate(req);
          },
        };
      },
    }),
  };
}
