/** The harness each adapter gives the Backend contract (../backend-contract.ts), and its seed. */
import type { AdminBackend } from '@/backend/admin-backend';
import type { PublicBackend } from '@/backend/backend';
import type { Booking } from '@/domain/booking';
import type { LegacyBooking } from '@/domain/legacy-booking';

export interface ContractAccount {
  uid: string;
  email: string;
  password: string;
}

/** What the seeded data holds, named by each adapter's harness (docs/design.md §7). */
export interface ContractSeed {
  /** The featured party, on sale, with all seats free. */
  upcomingEvent: { id: string; title: string; location: string; capacity: number };
  /** The 28 July 2025 party, with the legacy bookings. */
  pastEventId: string;
  promoCodes: { free: string; half: string; used: string; inactive: string };
  legacyBookingIds: {
    stag: string;
    duo: string;
    stagMembers: string;
    minimal: string;
    orphan: string;
  };
  /** An organiser with ₹5000 in the wallet and incoming payments. */
  admin: ContractAccount;
  /** A signed-up user who is not an organiser. */
  guest: ContractAccount;
  /** Whether the adapter offers resetDemoData (demo mode only). */
  resettable: boolean;
  /**
   * Whether "Continue with Google" asks the caller's chooser to pick an account (the demo
   * adapter); the Firebase adapter shows Google's own popup, which no test in Node can click.
   */
  googleChooser: boolean;
  /**
   * When two clients' check-in transactions race, how the store answers the loser's commit.
   * 'retried': it is aborted and retried, so the loser reads the winner's check-in and hears
   * "Already checked in" (the demo's Dexie; production Firestore, whose web-SDK transactions
   * are optimistic and retried on contention). Otherwise the reason the loser is refused
   * instead: the Firestore emulator wounds one of two transactions holding the same document
   * and reports the security rules' reads in the wounded commit as PERMISSION_DENIED rather
   * than ABORTED, so the SDK does not retry it (firebase-tools #10518). Either way exactly one
   * scanner admits the guest and nothing is written twice.
   */
  racingCheckInLoser: 'retried' | { refusedBecause: string };
}

/** One client of the backend: what a visitor's page uses, and the organisers' half. */
export interface ContractClient {
  backend: PublicBackend;
  office: AdminBackend;
}

export interface SeededRegistrations {
  bookings: Array<Booking & { id: string }>;
  legacy: Array<LegacyBooking & { id: string }>;
}

export interface ContractHarness extends ContractClient {
  /** Another client on the same data (a second browser tab; a second app instance). */
  second?: () => Promise<ContractClient>;
  /** Seeding: makes a user an organiser or takes it away, as an operator would. */
  setAdmin(uid: string, isAdmin: boolean): Promise<void>;
  /**
   * Operator: makes the user door staff for these events (docs/design.md §6.1), as the team
   * flows would write it: no longer an organiser.
   */
  makeDoorStaff(uid: string, eventIds: string[]): Promise<void>;
  /**
   * Seeding: stores these registrations as they are (ids included), as imported data would
   * arrive, so paging can be tested with more than a page without booking each one.
   */
  seedRegistrations(records: SeededRegistrations): Promise<void>;
  /**
   * Signs a payment as the provider's checkout would, with the secret this backend verifies
   * against (demo: the demo secret; Firebase: the key secret the functions emulator is given).
   */
  signPayment(providerOrderId: string, paymentId: string): Promise<string>;
  cleanup(): Promise<void>;
}
