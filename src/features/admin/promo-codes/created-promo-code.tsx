import { useRef } from 'react';
import type { PromoCode } from '@/domain/promo-codes';
import { CopyButton } from '../components/copy-button';
import { promoTerms } from './promo-terms';

/** The code just made, large enough to read out, with a Copy button right there. */
export function CreatedPromoCode({ promo }: { promo: PromoCode }) {
  const codeRef = useRef<HTMLParagraphElement>(null);
  return (
    <div className="rounded-2xl border border-henna-soft/50 bg-henna/20 p-4">
      <p className="text-sm text-muted">Created promo code</p>
      <p
        ref={codeRef}
        className="mt-1 font-mono text-2xl font-bold tracking-wider break-all text-cream"
      >
        {promo.code}
      </p>
      <p className="mt-1 text-sm text-muted">{promoTerms(promo)}</p>
      <div className="mt-3">
        <CopyButton text={promo.code} fallbackTarget={codeRef} />
      </div>
    </div>
  );
}
