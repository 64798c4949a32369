import { useState } from 'react';
import { COUPON_FAILED_MESSAGE, normaliseCouponInput, precheckCoupon } from '@/domain/coupons';
import type { TicketCounts } from '@/domain/prices';
import type { CouponTerms } from '@/domain/pricing';
import { useCouponPreview } from '../api/coupon-preview-query';

/**
 * editing → checking → applied (quantities locked) → Remove → editing. An applied code the
 * server refuses at Pay goes back to editing with the refusal. `waived`: the visitor removed the
 * code and kept it in the field only to apply it again later, so it does not hold up Pay.
 */
export type CouponState =
  | { status: 'editing'; error: string | null; waived?: boolean }
  | { status: 'checking' }
  | { status: 'applied'; coupon: CouponTerms };

export function useCoupon(counts: TicketCounts) {
  const previewCoupon = useCouponPreview();
  const [input, setInput] = useState('');
  const [state, setState] = useState<CouponState>({ status: 'editing', error: null });

  const edit = (value: string) => {
    if (state.status !== 'editing') return;
    // The field shows what will be checked: a code pasted from a chat loses its invisible
    // characters and spaces here, not silently later.
    setInput(normaliseCouponInput(value));
    if (state.error || state.waived) setState({ status: 'editing', error: null });
  };

  const apply = async () => {
    if (state.status !== 'editing') return;
    // The docs/product-spec.md §5 checks that need no look-up, in its order; the adapter repeats
    // them anyway.
    const precheck = precheckCoupon(input, counts.ticket1212Count);
    if (!precheck.ok) {
      setState({ status: 'editing', error: precheck.message });
      return;
    }
    setState({ status: 'checking' });
    try {
      const preview = await previewCoupon(precheck.code, counts);
      if (preview.ok) {
        setInput(preview.coupon.code);
        setState({ status: 'applied', coupon: preview.coupon });
      } else {
        setState({ status: 'editing', error: preview.message });
      }
    } catch {
      setState({ status: 'editing', error: COUPON_FAILED_MESSAGE });
    }
  };

  // The code stays in the field so it can be applied again after changing quantities.
  const remove = () => setState({ status: 'editing', error: null, waived: true });

  /** The order was refused for its coupon (taken, used or withdrawn since Apply). */
  const refuse = (message: string) => setState({ status: 'editing', error: message });

  /** The visitor confirmed the total without the code in the field. */
  const continueWithout = () => {
    setInput('');
    setState({ status: 'editing', error: null });
  };

  const applied = state.status === 'applied' ? state.coupon : null;
  // A code in the field that is not applied: the total shown is without it, and Pay waits until
  // the visitor applies it or says they will pay without it (docs/design.md §4.10).
  const pending =
    state.status === 'checking' || (state.status === 'editing' && input !== '' && !state.waived);
  return { input, state, applied, pending, edit, apply, remove, refuse, continueWithout };
}
