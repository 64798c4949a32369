import { AdminPage } from '../components/admin-page';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeList } from './promo-code-list';

/** /admin/dashboard/promocode: the generator and every code (docs/product-spec.md §2). */
export function PromoCodesPage() {
  return (
    <AdminPage title="Promo codes">
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <PromoCodeForm />
        <PromoCodeList />
      </div>
    </AdminPage>
  );
}
