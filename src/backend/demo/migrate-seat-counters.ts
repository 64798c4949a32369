import type { Transaction as DexieTransaction } from 'dexie';
import type { Booking } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';
import type { Order } from '@/domain/orders';
import { totalTickets } from '@/domain/prices';
import { NO_SEATS_TAKEN, type SeatCounters } from '@/domain/seats';
import { legacyHeadcount } from '@/domain/stats';

/**
 * Upgrade of a demo database made before seats lived on the event: count each event's
 * confirmed tickets and legacy bookings into `sold` and its unpaid orders into `holds`, so a
 * visitor's existing demo data keeps its numbers. An old order's hold is keyed by its order id,
 * because that is what its coupon hold already names; this is the visitor's own local data, and
 * every order made after the upgrade gets a random hold id.
 */
export async function countSeatsOnEvents(tx: DexieTransaction): Promise<void> {
  const counters = new Map<string, SeatCounters>();
  const of = (eventId: string) => {
    let entry = counters.get(eventId);
    if (!entry) {
      entry = { sold: 0, holds: {} };
      counters.set(eventId, entry);
    }
    return entry;
  };
  await tx.table<Booking>('newbookings').each((booking) => {
    if (booking.status === 'confirmed') {
      of(booking.eventId).sold += totalTickets(booking);
    }
  });
  await tx.table<LegacyBooking>('bookings').each((booking) => {
    of(booking.eventId).sold += legacyHeadcount(booking);
  });
  await tx
    .table<Order>('orders')
    .toCollection()
    .modify((order) => {
      order.holdId = order.status === 'pending' ? order.id : null;
      if (order.status !== 'pending') return;
      const seats = totalTickets(order.quote);
      of(order.eventId).holds[order.id] = { seats, until: order.expiresAt };
    });
  await tx
    .table('events')
    .toCollection()
    .modify((event: Record<string, unknown>) => {
      const counted = counters.get(String(event.id)) ?? NO_SEATS_TAKEN;
      event.sold = counted.sold;
      event.holds = { ...counted.holds };
    });
}
