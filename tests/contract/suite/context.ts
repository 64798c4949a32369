/**
 * What every area of the Backend contract (../backend-contract.ts) works with: a fresh harness
 * for each test, signed in as the organiser, and the helpers the areas share.
 */
import { afterEach, beforeEach } from 'vitest';
import type { AdminBackend } from '@/backend/admin-backend';
import type { PendingPayment, PublicBackend } from '@/backend/backend';
import type { OrderRequest } from '@/domain/order-request';
import type { ContractClient, ContractHarness, ContractSeed } from './harness';

export interface ContractContext {
  seed: ContractSeed;
  /** This test's harness and its two halves: made afresh before each test, so read in a hook. */
  current(): { harness: ContractHarness; backend: PublicBackend; office: AdminBackend };
  /** An order for one Basic ticket to the upcoming party, with `overrides`. */
  order(overrides?: Partial<OrderRequest>): OrderRequest;
  /** Pays as the provider's checkout would, with a signature the backend accepts. */
  pay(
    payment: PendingPayment,
    on?: PublicBackend,
  ): ReturnType<PublicBackend['checkout']['confirmPayment']>;
  bookingCount(): Promise<number>;
  signInAdmin(on?: AdminBackend): ReturnType<AdminBackend['auth']['signIn']>;
  /** Another device (tab) on the same data, signed in as the organiser, if the harness has one. */
  secondClient(): Promise<ContractClient | null>;
}

/** Registers the suite's per-test set-up and clean-up; call it inside the suite's describe. */
export function contractContext(
  seed: ContractSeed,
  makeBackend: () => Promise<ContractHarness>,
): ContractContext {
  let harness: ContractHarness;
  let backend: PublicBackend;
  let office: AdminBackend;

  // Most of the suite acts as a visitor and checks what it did as the organiser; the auth and
  // permission tests sign out first.
  beforeEach(async () => {
    harness = await makeBackend();
    backend = harness.backend;
    office = harness.office;
    await office.auth.signIn(seed.admin.email, seed.admin.password);
  });
  afterEach(async () => {
    await harness.cleanup();
  });

  const order = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
    eventId: seed.upcomingEvent.id,
    ticket499Count: 1,
    ticket1212Count: 0,
    couponCode: null,
    email: 'asha@example.com',
    ...overrides,
  });

  let paymentCounter = 0;
  async function pay(payment: PendingPayment, on: PublicBackend = backend) {
    const paymentId = `pay_contract_${++paymentCounter}`;
    const signature = await harness.signPayment(payment.providerOrderId, paymentId);
    return on.checkout.confirmPayment({
      orderId: payment.orderId,
      providerOrderId: payment.providerOrderId,
      paymentId,
      signature,
    });
  }

  async function bookingCount(): Promise<number> {
    return (await office.registrations.list()).bookings.length;
  }

  async function signInAdmin(on: AdminBackend = office) {
    return on.auth.signIn(seed.admin.email, seed.admin.password);
  }

  /** Another device (tab) on the same data, signed in as the organiser, if the harness has one. */
  async function secondClient(): Promise<ContractClient | null> {
    if (!harness.second) return null;
    const other = await harness.second();
    await signInAdmin(other.office);
    return other;
  }

  return {
    seed,
    current: () => ({ harness, backend, office }),
    order,
    pay,
    bookingCount,
    signInAdmin,
    secondClient,
  };
}
