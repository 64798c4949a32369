import { memo, useLayoutEffect } from 'react';
import type { Registration } from '@/domain/registrations';
import { RegistrationCard } from './registration-card';
import { useAccountOf } from './use-account-of';
import { useChunks } from './use-chunks';
import { useNearScreen } from './use-near-screen';
import { useRowHeight } from './use-row-height';

/**
 * Cards per chunk: the unit that is rendered or left out as the organiser scrolls. About two
 * phone screens, so a search's answer draws the few cards in view and not 50 (with the last
 * chunk always drawn, 50 drew every card of a 100-card page).
 */
export const CARDS_PER_CHUNK = 20;
// A first guess of a card's height with its gap, until the first chunk has been measured.
const ESTIMATED_CARD_PX = 320;

export interface CardChunksProps {
  registrations: readonly Registration[];
  labelOf: (registration: Registration) => string;
  onTopUp: (email: string) => void;
}

/**
 * The cards of the filtered list, rendered only near the screen. Thousands of cards in the page
 * took seconds per Load more and per keystroke (measured with 5,000 in Chromium), so the list is
 * cut into chunks and a chunk far from the screen is an empty box of its measured height.
 */
export function CardChunks({ registrations, labelOf, onTopUp }: CardChunksProps) {
  const { rowPx, measure } = useRowHeight(ESTIMATED_CARD_PX);
  const chunks = useChunks(registrations, CARDS_PER_CHUNK);
  return (
    <div role="list" aria-label="Registrations" className="flex flex-col gap-4">
      {chunks.map((rows, index) => (
        <CardChunk
          // By position: a chunk on screen stays rendered when the filter changes its cards.
          key={index}
          rows={rows}
          first={index === 0}
          last={index === chunks.length - 1}
          cardPx={rowPx}
          onMeasured={index === 0 ? measure : undefined}
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
  /**
   * The chunk just above Load more is always drawn: drawn only once the observer reported it
   * near, it changed height after the new page was on screen and moved the button under a
   * pointer already aimed at it.
   */
  last: boolean;
  /** A card's height with its gap as measured, for the box that stands in off screen. */
  cardPx: number;
  /** Given to the first chunk: it measures the cards' height for the others. */
  onMeasured: ((element: HTMLElement | null, cards: number) => void) | undefined;
  labelOf: (registration: Registration) => string;
  onTopUp: (email: string) => void;
}

const CardChunk = memo(function CardChunk({
  rows,
  first,
  last,
  cardPx,
  onMeasured,
  labelOf,
  onTopUp,
}: CardChunkProps) {
  const { ref, near: nearScreen, height: measured } = useNearScreen<HTMLDivElement>(first);
  const near = nearScreen || last;
  useLayoutEffect(() => {
    if (near) onMeasured?.(ref.current, rows.length);
  }, [near, rows, onMeasured, ref]);
  if (!near) {
    const height = measured ?? rows.length * cardPx;
    return <div ref={ref} aria-hidden="true" style={{ height }} />;
  }
  return (
    <div ref={ref} className="flex flex-col gap-4">
      <ChunkCards rows={rows} labelOf={labelOf} onTopUp={onTopUp} />
    </div>
  );
});

/**
 * A chunk's cards once near the screen, with one read of which of their e-mails have an account
 * (a read per card took seconds per Load more), so a chunk far away asks nothing.
 */
function ChunkCards({
  rows,
  labelOf,
  onTopUp,
}: Pick<CardChunkProps, 'rows' | 'labelOf' | 'onTopUp'>) {
  const accountOf = useAccountOf(rows);
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
