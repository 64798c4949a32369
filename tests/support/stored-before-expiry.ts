/**
 * Records as the flows stored them before records carried an expiry (docs/design.md §3.11), for
 * the tests that upgrade or backfill them.
 */
import type { Order } from '@/domain/orders';
import type { ScanLogDoc } from '@/engine/collections';

/** An order: give it an id, a status and what that status set. */
export function anOrderAsStored(overrides: Partial<Order> & Pick<Order, 'id' | 'status'>): Order {
  return {
    quote: { ticket499Count: 1, ticket1212Count: 0, total: 499 } as Order['quote'],
    email: 'asha@example.com',
    eventId: 'sangeet-2030',
    event: {} as Order['event'],
    providerOrderId: 'order_1',
    createdAt: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-01T10:15:00.000Z',
    holdId: null,
    bookingId: null,
    paymentId: null,
    fulfilledAt: null,
    abandonedAt: null,
    flags: [],
    ...overrides,
  };
}

/** An admission's scan-log line, made at `at`. */
export function anAdmissionLineAsStored(at: string): ScanLogDoc {
  return {
    id: 'lineOne',
    code: 'SV-AB12CD',
    bookingId: 'SV-AB12CD',
    eventId: 'sangeet-2030',
    result: 'admitted',
    adminUid: 'admin-1',
    at,
    device: 'Lane K7Q2',
  };
}
