import { useState, type RefObject } from 'react';
import { paths } from '@/config/paths';
import type { Ticket } from '@/domain/booking';
import type { EventWindow } from '@/domain/event-time';
import { formatEventDate } from '@/domain/format';
import { copyText } from '@/lib/copy-text';
import { CalendarIcon, MapPinIcon, ShareIcon } from './action-icons';
import { saveCardImage } from './save-card-image';
import { shareLink } from './share-ticket';
import { downloadTicketIcs } from './ticket-calendar';

type CopyStatus = 'idle' | 'copied' | 'failed';
type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export const mapsSearchUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

const tool =
  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl border border-white/15 px-2 py-2 text-center text-sm leading-tight font-medium text-cream hover:border-marigold hover:text-marigold';

/**
 * Copy Ticket Link and Download Image (docs/product-spec.md §2), then Add to calendar, Directions
 * and Share (docs/design.md §12.3) while the event is still ahead; each says how it went.
 */
export function TicketActions({
  ticket,
  when,
  ended,
  cardRef,
}: {
  ticket: Ticket;
  /** When the event happens; null when its date cannot be read. */
  when: EventWindow | null;
  ended: boolean;
  cardRef: RefObject<HTMLElement | null>;
}) {
  const [copy, setCopy] = useState<CopyStatus>('idle');
  const [save, setSave] = useState<SaveStatus>('idle');
  const link = `${window.location.origin}${paths.ticket(ticket.token)}`;

  const onCopy = async () => setCopy((await copyText(link)) ? 'copied' : 'failed');
  const onShare = async () => {
    const outcome = await shareLink({
      title: ticket.title,
      text: `My ticket for ${ticket.title}, ${formatEventDate(ticket.date)}`,
      url: link,
    });
    if (outcome === 'copied' || outcome === 'failed') setCopy(outcome);
  };
  const onSave = async () => {
    if (save === 'saving' || !cardRef.current) return;
    setSave('saving');
    try {
      await saveCardImage(cardRef.current);
      setSave('saved');
    } catch {
      setSave('failed');
    }
  };

  return (
    <div className="mx-auto mt-5 w-full max-w-sm">
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={() => void onCopy()} className="btn-primary px-3">
          Copy Ticket Link
        </button>
        <button
          type="button"
          onClick={() => void onSave()}
          disabled={save === 'saving'}
          className="btn-ghost px-3"
        >
          {save === 'saving' ? 'Saving…' : 'Download Image'}
        </button>
      </div>
      {!ended && (
        <div className="mt-3 grid grid-cols-3 gap-2">
          {when && (
            <button
              type="button"
              onClick={() => downloadTicketIcs(ticket, when, link)}
              className={tool}
            >
              <CalendarIcon />
              Add to calendar
            </button>
          )}
          {ticket.location && (
            <a
              href={mapsSearchUrl(ticket.location)}
              target="_blank"
              rel="noopener noreferrer"
              className={tool}
            >
              <MapPinIcon />
              Directions
            </a>
          )}
          <button type="button" onClick={() => void onShare()} className={tool}>
            <ShareIcon />
            Share
          </button>
        </div>
      )}
      <div role="status" className="mt-3 text-center text-sm text-muted">
        {copy === 'copied' && <p>Link copied</p>}
        {save === 'saved' && <p>Image saved as ticket.png</p>}
      </div>
      {copy === 'failed' && (
        <label className="mt-2 block text-sm">
          <span className="text-muted">Copying is blocked here. Copy this link yourself:</span>
          <input
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="field mt-1 text-sm"
          />
        </label>
      )}
      {save === 'failed' && (
        <p role="alert" className="mt-2 text-center text-sm text-rani-soft">
          The image could not be created. Take a screenshot of your ticket instead.
        </p>
      )}
    </div>
  );
}
