import type { Transaction as DexieTransaction } from 'dexie';
import type { Booking } from '@/domain/booking';
import type { Order } from '@/domain/orders';
import { NO_SEATS_TAKEN, type SeatCounters } from '@/domain/seats';

/**
 * Upgrade of a demo database made before seats lived on the event: count each event's
 * confirmed tickets into `sold` and its unpaid orders into `holds` (keyed by the order id: an
 * old order has no hold id of its own), so a visitor's existing demo data keeps its numbers.
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
      of(booking.eventId).sold += booking.ticket499Count + booking.ticket1212Count;
    }
  });
  await tx
    .table<Order>('orders')
    .toCollection()
    .modify((order) => {
      order.holdId = order.status === 'pending' ? order.id : null;
      if (order.status !== 'pending') return;
      const seats = order.quote.ticket499Count + order.quote.ticket1212Count;
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
