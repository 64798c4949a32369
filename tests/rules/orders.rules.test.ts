import { Timestamp } from 'firebase/firestore';
import { functionsOnlyCases } from './support/functions-only-cases';
import { describeRules } from './support/rules-world';

// orders/{id}: the server's priced quote and payment state; a client could otherwise mark its
// own order paid or change its total.
describeRules('orders', (world) => {
  functionsOnlyCases(world, 'orders', {
    email: 'buyer@example.com',
    eventId: 'eventUpcoming01',
    status: 'pending',
    quote: { ticket499Count: 1, ticket1212Count: 0, total: 499 },
    razorpayOrderId: 'order_TEST0001',
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 15 * 60_000),
  });
});
