import { memo, useEffect, useRef, useState } from 'react';
import { normaliseEmail } from '@/domain/email';
import type { Registration } from '@/domain/registrations';
import { useWalletAccountsQuery } from '../api/wallet-accounts-query';
import { useAdminAuth } from '../auth/admin-auth-context';
import { RegistrationCard } from './registration-card';
import type { WalletAccount } from './top-up-offer';

/** Cards per chunk: the unit that is rendered or left out as the organiser scrolls. */
export const CARDS_PER_CHUNK = 50;
// A first guess of a card's height with its gap, until the chunk has been on screen once.
const ESTIMATED_CARD_PX = 320;
// Chunks this far above or below the screen are rendered already, so scrolling never shows a gap.
const RENDER_MARGIN = '1500px 0px';

export interface CardChunksProps {
  registrations: readonly Registration[];
  labelOf: (registration: Registration) => string;
  onTopUp: (email: string) => void;
}

/**
 * The cards of the filtered list, rendered only near the screen. Thousands of cards in the page
 * took seconds per Load more and per keystroke (measured with 5,000 in Chromium), so the list is
 * cut into chunks and a chunk far from the screen is an empty box of its measured height.
 * Without IntersectionObserver every chunk is rendered.
 */
export function CardChunks({ registrations, labelOf, onTopUp }: CardChunksProps) {
  const chunks: Registration[][] = [];
  for (let start = 0; start < registrations.length; start += CARDS_PER_CHUNK) {
    chunks.push(registrations.slice(start, start + CARDS_PER_CHUNK));
  }
  return (
    <div role="list" aria-label="Registrations" className="flex flex-col gap-4">
      {chunks.map((rows, index) => (
        <CardChunk
          // By position: a chunk on screen stays rendered when the filter changes its cards.
          key={index}
          rows={rows}
          first={index === 0}
          labelOf={labelOf}
          onTopUp={onTopUp}
        />
      ))}
    </div>
  );
}

interface CardChunkProps {
  rows: readonly Registration[];
  first: boolean;
  labelOf: (registration: Registration) => string;
  onTopUp: (email: string) => void;
}

const canObserve = () => typeof IntersectionObserver !== 'undefined';

const CardChunk = memo(function CardChunk({ rows, first, labelOf, onTopUp }: CardChunkProps) {
  const box = useRef<HTMLDivElement>(null);
  // The first chunk is drawn at once; the others once the observer finds them near the screen.
  // `height` is the chunk's real height, measured as it left, for the empty box.
  const [view, setView] = useState<{ near: boolean; height: number | null }>(() => ({
    near: first || !canObserve(),
    height: null,
  }));

  useEffect(() => {
    const element = box.current;
    if (!element || !canObserve()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const leaving = !entry.isIntersecting && element.offsetHeight > 0;
        const height = leaving ? element.offsetHeight : null;
        setView((last) => ({ near: entry.isIntersecting, height: height ?? last.height }));
      },
      { rootMargin: RENDER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (!view.near) {
    const height = view.height ?? rows.length * ESTIMATED_CARD_PX;
    return <div ref={box} aria-hidden="true" style={{ height }} />;
  }
  return (
    <div ref={box} className="flex flex-col gap-4">
      <ChunkCards rows={rows} labelOf={labelOf} onTopUp={onTopUp} />
    </div>
  );
});

/**
 * A chunk's cards once near the screen, with one read of which of their e-mails have an account
 * (a read per card took seconds per Load more), so a chunk far away asks nothing.
 */
function ChunkCards({ rows, labelOf, onTopUp }: Omit<CardChunkProps, 'first'>) {
  const accounts = useWalletAccountsQuery(rows.map((registration) => registration.email));
  const auth = useAdminAuth();
  const own = auth.status === 'signed-in' ? normaliseEmail(auth.user.email) : null;
  const accountOf = (email: string): WalletAccount => {
    if (normaliseEmail(email) === own) return 'own-account';
    if (accounts.data)
      return accounts.data.has(normaliseEmail(email)) ? 'has-account' : 'no-account';
    return accounts.isError ? 'unknown' : 'checking';
  };
  return rows.map((registration) => (
    <RegistrationCard
      key={`${registration.source}:${registration.id}`}
      registration={registration}
      eventTitle={labelOf(registration)}
      account={accountOf(registration.email)}
      onTopUp={onTopUp}
    />
  ));
}
