import { useRef } from 'react';
import { formatIstDateTime } from '@/domain/format';
import { promoCodeStatus, type PromoCode, type PromoCodeStatus } from '@/domain/promo-codes';
import { CopyButton } from '../components/copy-button';

const STATUS: Record<PromoCodeStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-henna/40 text-henna-soft' },
  used: { label: 'Used', className: 'bg-marigold/20 text-marigold' },
  inactive: { label: 'Inactive', className: 'bg-white/10 text-muted' },
};

/** One code: the code itself, its terms, status and who used it, and its actions. */
export function PromoCodeItem({ promo, onDelete }: { promo: PromoCode; onDelete: () => void }) {
  const codeRef = useRef<HTMLSpanElement>(null);
  const status = STATUS[promoCodeStatus(promo)];
  return (
    <li className="card flex min-w-0 flex-col gap-3 p-5" aria-label={promo.code}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span
          ref={codeRef}
          className="min-w-0 font-mono text-xl font-bold tracking-wider break-all"
        >
          {promo.code}
        </span>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${status.className}`}>
          {status.label}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Discount</dt>
        <dd>{promo.discountPercentage}%</dd>
        <dt className="text-muted">Attendee limit</dt>
        <dd>{promo.attendeeLimit}</dd>
        <dt className="text-muted">Used by</dt>
        <dd className="break-words">
          {promo.usedBy.length > 0 ? promo.usedBy.join(', ') : 'Nobody yet'}
        </dd>
        {promo.createdAt ? (
          <>
            <dt className="text-muted">Created</dt>
            <dd>{formatIstDateTime(promo.createdAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={promo.code} fallbackTarget={codeRef} />
        <button
          type="button"
          aria-label={`Delete ${promo.code}`}
          className="btn border border-rani-soft/60 text-rani-soft hover:bg-rani-deep/30"
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
