import { useRef, type ReactNode } from 'react';
import { formatIstDateTime } from '@/domain/format';
import { promoCodeStatus, type PromoCodeListing, type PromoCodeStatus } from '@/domain/promo-codes';
import { CopyButton } from '../components/copy-button';

const STATUS: Record<PromoCodeStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-henna/40 text-henna-soft' },
  used: { label: 'Used', className: 'bg-marigold/20 text-marigold' },
  inactive: { label: 'Inactive', className: 'bg-white/10 text-muted' },
};

/** One code: the code itself, its terms, status and who used it, and its actions. */
export function PromoCodeItem({
  promo,
  onDelete,
}: {
  promo: PromoCodeListing;
  onDelete: () => void;
}) {
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
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Detail label="Discount">{promo.discountPercentage}%</Detail>
        <Detail label="Attendee limit">{promo.attendeeLimit}</Detail>
        {promo.createdAt ? (
          <Detail label="Created" className="col-span-2 sm:col-span-1">
            {formatIstDateTime(promo.createdAt)}
          </Detail>
        ) : null}
        <Detail label="Used by" className="col-span-2 sm:col-span-3">
          {promo.usedBy.length > 0 ? promo.usedBy.join(', ') : 'Nobody yet'}
        </Detail>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={promo.code} fallbackTarget={codeRef} />
        <button
          type="button"
          aria-label={`Delete ${promo.code}`}
          className="btn ml-auto border border-rani-soft/60 text-rani-soft hover:bg-rani-deep/30"
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

function Detail({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
