import type { RandomBytes } from '@/domain/random-bytes';
import type { Store } from './store';

/** Everything a flow may use besides its input: the store, the clock and a random source. */
export interface FlowEnv {
  store: Store;
  now: () => Date;
  /** For new document ids, ticket tokens and promo codes. */
  random: RandomBytes;
}

/**
 * Who is acting, from the signed-in session (never from an argument a caller could choose):
 * null for an anonymous visitor. Whether the user is an organiser is read from users/{uid} in
 * the flow's own transaction, as the security rules read it.
 */
export type Actor = { uid: string } | null;
