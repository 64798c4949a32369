import { useId, type ReactNode } from 'react';
import { formatRupees } from '@/domain/format';
import { BASIC_TICKET_PRICE, PREMIUM_TICKET_PRICE } from '@/domain/prices';
import type { Quote } from '@/domain/pricing';

/** Display only: the server prices the order again from its own table (docs/design.md §4.2). */
export function PriceSummary({ priced }: { priced: Quote }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-night/60 p-4">
      <h3 id={id} className="font-semibold">
        Price summary
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        <Row
          label={`Basic subtotal (${priced.ticket499Count} × ${formatRupees(BASIC_TICKET_PRICE)})`}
        >
          {formatRupees(priced.subtotal499)}
        </Row>
        <Row
          label={`Premium subtotal (${priced.ticket1212Count} × ${formatRupees(PREMIUM_TICKET_PRICE)})`}
        >
          {formatRupees(priced.subtotal1212)}
        </Row>
        {priced.couponCode && (
          <Row label={`Discount (${priced.couponCode})`} className="text-henna-soft">
            {formatRupees(-priced.couponDiscount)}
          </Row>
        )}
        <Row label="Total" className="border-t border-white/10 pt-2 text-lg font-bold text-cream">
          {formatRupees(priced.total)}
        </Row>
      </dl>
    </section>
  );
}

function Row({
  label,
  children,
  className = 'text-muted',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
