import { holdsSeats } from '@/domain/orders';
import type { FunctionsDeps, Logger } from '../../../functions/src/deps';
import { testWorld, type Seed, type TestWorld } from '../../unit/engine/support/seeded-store';
import { FakeRazorpay, KEY_ID, KEY_SECRET, WEBHOOK_SECRET } from './fake-razorpay';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  data?: Record<string, unknown>;
}

export interface FunctionsWorld extends TestWorld {
  deps: FunctionsDeps;
  razorpay: FakeRazorpay;
  logs: LogLine[];
}

function recordingLogger(logs: LogLine[]): Logger {
  const record = (level: LogLine['level']) => (message: string, data?: Record<string, unknown>) =>
    logs.push({ level, message, ...(data ? { data } : {}) });
  return { info: record('info'), warn: record('warn'), error: record('error') };
}

/**
 * The functions' dependencies on the engine's in-memory store (seeded as in the flow tests),
 * a settable clock, the test keys and a stand-in for Razorpay. The queries answer from the
 * store with the same filters and order as the Admin SDK queries in functions/src/order-queries.ts.
 */
export function functionsWorld(
  seed: Seed = {},
  options: { interleaveSeed?: number } = {},
): FunctionsWorld {
  const world = testWorld(seed, options);
  const razorpay = new FakeRazorpay();
  const logs: LogLine[] = [];
  const deps: FunctionsDeps = {
    env: world.env,
    razorpay,
    secrets: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
    orders: {
      async lapsedPendingOrders(now, limit) {
        return world.store
          .all('orders')
          .filter((order) => order.status === 'pending' && !holdsSeats(order, now))
          .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))
          .slice(0, limit);
      },
      async recentlyClosedOrders(since, limit) {
        return world.store
          .all('orders')
          .filter((order) => order.status === 'abandoned' && order.abandonedAt !== null)
          .filter((order) => (order.abandonedAt ?? '') >= since.toISOString())
          .sort((a, b) => (b.abandonedAt ?? '').localeCompare(a.abandonedAt ?? ''))
          .slice(0, limit);
      },
      async refundsDue(limit) {
        return world.store
          .all('refunds')
          .filter((refund) => refund.state === 'pending' || refund.state === 'failed')
          .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
          .slice(0, limit);
      },
      async orderIdForProviderOrder(providerOrderId) {
        const order = world.store.all('orders').find((o) => o.providerOrderId === providerOrderId);
        return order?.id ?? null;
      },
    },
    log: recordingLogger(logs),
  };
  return { ...world, deps, razorpay, logs };
}
