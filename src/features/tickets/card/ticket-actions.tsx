import { useState, type RefObject } from 'react';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/copy-text';
import { saveCardImage } from './save-card-image';

type CopyStatus = 'idle' | 'copied' | 'failed';
type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Copy Ticket Link and Download Image (spec §2), each saying how it went. */
export function TicketActions({
  token,
  cardRef,
}: {
  token: string;
  cardRef: RefObject<HTMLElement | null>;
}) {
  const [copy, setCopy] = useState<CopyStatus>('idle');
  const [save, setSave] = useState<SaveStatus>('idle');
  const link = `${window.location.origin}${paths.ticket(token)}`;

  const onCopy = async () => setCopy((await copyText(link)) ? 'copied' : 'failed');
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
