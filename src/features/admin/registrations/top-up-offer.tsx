import { OWN_WALLET_TOP_UP_MESSAGE } from '@/domain/wallet';

/**
 * Whether a card's e-mail has an account a top-up can credit, as far as the page knows; an
 * organiser's own account is one nobody credits from their own session (docs/design.md §6.1).
 */
export type WalletAccount = 'has-account' | 'own-account' | 'no-account' | 'checking' | 'unknown';

export interface TopUpOfferProps {
  email: string;
  account: WalletAccount;
  onTopUp: (email: string) => void;
}

/**
 * "Top up wallet" on a registration card, only where the booker's e-mail has an account: a
 * booking makes none, and a top-up to an e-mail without one can only answer "User not found".
 * Elsewhere it says why there is no button (docs/design.md §6.5).
 */
export function TopUpOffer({ email, account, onTopUp }: TopUpOfferProps) {
  switch (account) {
    case 'has-account':
      return (
        <div>
          <button
            type="button"
            className="btn-ghost min-h-10 px-4 py-2 text-sm"
            aria-label={`Top up wallet of ${email}`}
            onClick={() => onTopUp(email)}
          >
            Top up wallet
          </button>
        </div>
      );
    case 'own-account':
      return <p className="text-sm text-muted">{OWN_WALLET_TOP_UP_MESSAGE}</p>;
    case 'no-account':
      return (
        <p className="text-sm text-muted">
          No wallet to top up: this e-mail has no account. Wallets belong to people who sign in.
        </p>
      );
    case 'unknown':
      return (
        <p className="text-sm text-muted">Could not check whether this e-mail has a wallet.</p>
      );
    case 'checking':
      // Nothing yet, rather than a button that may be taken away.
      return null;
  }
}
