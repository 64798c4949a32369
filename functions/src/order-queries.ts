import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decodeFromFirestore } from '@/backend/firebase-common/codec';
import { adminTimestamps } from './admin-store';
import type { OrderQueries } from './deps';

/**
 * The two queries the functions make, outside any transaction (a flow reads by id only).
 * Each found order is then handled by a flow that reads it again in its own transaction.
 *
 * - orders where status == 'pending' and expiresAt <= now, order by expiresAt, limit n
 *   (composite index: status ASC, expiresAt ASC)
 * - orders where providerOrderId == id, limit 1 (single-field index, automatic)
 */
export function createOrderQueries(db: Firestore): OrderQueries {
  const orders = db.collection('orders');
  return {
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
