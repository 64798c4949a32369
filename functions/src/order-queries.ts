import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decodeFromFirestore } from '@/backend/firebase-common/codec';
import { adminTimestamps } from './admin-store';
import type { OrderQueries } from './deps';

/**
 * The queries the functions make, outside any transaction (a flow reads by id only). Each found
 * order or refund is then handled by a flow that reads it again in its own transaction.
 *
 * - orders where status == 'pending' and expiresAt <= now, order by expiresAt, limit n
 *   (composite index: status ASC, expiresAt ASC)
 * - orders where status == 'abandoned' and abandonedAt >= since, order by abandonedAt desc,
 *   limit n (composite index: status ASC, abandonedAt DESC)
 * - refunds where state in ['pending', 'failed'], order by updatedAt, limit n (composite index:
 *   state ASC, updatedAt ASC)
 * - orders where providerOrderId == id, limit 1 (single-field index, automatic)
 */
export function createOrderQueries(db: Firestore): OrderQueries {
  const orders = db.collection('orders');
  const refunds = db.collection('refunds');
  return {
    async recentlyClosedOrders(since, limit) {
      const snapshot = await orders
        .where('status', '==', 'abandoned')
        .where('abandonedAt', '>=', Timestamp.fromDate(since))
        .orderBy('abandonedAt', 'desc')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) =>
        decodeFromFirestore('orders', doc.id, doc.data(), adminTimestamps),
      );
    },
    async refundsDue(limit) {
      const snapshot = await refunds
        .where('state', 'in', ['pending', 'failed'])
        .orderBy('updatedAt', 'asc')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => ({ paymentId: doc.id }));
    },
    async lapsedPendingOrders(now, limit) {
      const snapshot = await orders
        .where('status', '==', 'pending')
        .where('expiresAt', '<=', Timestamp.fromDate(now))
        .orderBy('expiresAt', 'asc')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) =>
        decodeFromFirestore('orders', doc.id, doc.data(), adminTimestamps),
      );
    },
    async orderIdForProviderOrder(providerOrderId) {
      const snapshot = await orders.where('providerOrderId', '==', providerOrderId).limit(1).get();
      return snapshot.docs[0]?.id ?? null;
    },
  };
}
