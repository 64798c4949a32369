import { PromoCodeForm } from './promo-code-form';
import { PromoCodeList } from './promo-code-list';

/** /admin/dashboard/promocode: the generator and every code (docs/product-spec.md §2). */
export function PromoCodesPage() {
  return (
    <section aria-labelledby="promo-codes-heading">
      <h1 id="promo-codes-heading" className="mb-6 font-display text-3xl font-bold">
        Promo codes
      </h1>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <PromoCodeForm />
        <PromoCodeList />
      </div>
    </section>
  );
}
