import type { RandomBytes } from '@/domain/random-bytes';
import type { TicketMailSettings } from '@/domain/ticket-mail';
import type { Store } from './store';

/**
 * Everything a flow may use besides its input: the store, the clock, a random source and the
 * site facts the ticket e-mail needs.
 */
export interface FlowEnv {
  store: Store;
  now: () => Date;
  /** For new document ids, ticket tokens and promo codes. */
  random: RandomBytes;
  /**
   * The site the ticket e-mail links to and speaks for (config/ticket-mail.ts makes it from the
   * site config and the site's URL: the page's origin in the demo, a parameter in Functions).
   */
  ticketMail: TicketMailSettings;
  /**
   * Waits before a transaction is run again after contention (retry-on-contention.ts); a timer
   * when left out. Tests pass one that moves their clock instead of sleeping.
   */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Who is acting, from the signed-in session (never from an argument a caller could choose):
 * null for an anonymous visitor. Whether the user is an organiser is read from users/{uid} in
 * the flow's own transaction, as the security rules read it.
 */
export type Actor = { uid: string } | null;
