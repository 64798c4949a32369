/**
 * One behavioural suite for the Backend port (docs/design.md §8.1), written only against the
 * port so the Firebase adapter (on the emulators) can run it too. Each test gets fresh,
 * freshly seeded data from `makeBackend`; what the seed holds is described by a ContractSeed
 * that each adapter's harness provides (the suite imports no adapter's seed).
 *
 * The tests live in ./suite, one file per area of the port; this composes them, in one order,
 * under one describe, so each adapter's contract file runs every one of them.
 */
import { describe } from 'vitest';
import { contractContext } from './suite/context';
import type { ContractHarness, ContractSeed } from './suite/harness';
import { authTests } from './suite/auth';
import { checkInTests, undoTests } from './suite/check-in';
import { couponPreviewTests, createOrderTests } from './suite/checkout';
import { contactMessageTests } from './suite/contact';
import { eventTests } from './suite/events';
import { ticketMailTests } from './suite/mail';
import { latePaymentTests } from './suite/late-payments';
import { paymentTests, abandonOrderTests } from './suite/payments';
import { permissionTests } from './suite/permissions';
import { promoCodeTests } from './suite/promo-codes';
import { raceTests } from './suite/races';
import { registrationListTests, registrationPagingTests } from './suite/registrations';
import { capacityTests, eventSeatTests } from './suite/seats';
import { seedTests } from './suite/seed';
import { statsTests } from './suite/stats';
import { ticketTests } from './suite/tickets';
import { walletTests } from './suite/wallet';

export type {
  ContractAccount,
  ContractClient,
  ContractHarness,
  ContractSeed,
  SeededRegistrations,
} from './suite/harness';

export function runBackendContract(
  name: string,
  seed: ContractSeed,
  makeBackend: () => Promise<ContractHarness>,
) {
  describe(`Backend contract: ${name}`, () => {
    const contract = contractContext(seed, makeBackend);
    seedTests(contract);
    couponPreviewTests(contract);
    createOrderTests(contract);
    paymentTests(contract);
    abandonOrderTests(contract);
    latePaymentTests(contract);
    raceTests(contract);
    capacityTests(contract);
    ticketTests(contract);
    checkInTests(contract);
    promoCodeTests(contract);
    eventTests(contract);
    describe('registrations, wallet, transactions, stats', () => {
      registrationListTests(contract);
      walletTests(contract);
      statsTests(contract);
    });
    registrationPagingTests(contract);
    permissionTests(contract);
    undoTests(contract);
    eventSeatTests(contract);
    ticketMailTests(contract);
    contactMessageTests(contract);
    authTests(contract);
  });
}
