import { useQuery } from '@tanstack/react-query';
import { useAdminBackend } from '../auth/admin-auth-context';
import { adminQueryKey } from './summary-query';

export const promoCodesQueryKey = [...adminQueryKey, 'promoCodes'] as const;

/** Every promo code, newest first (docs/product-spec.md §7). */
export function usePromoCodesQuery() {
  const admin = useAdminBackend();
  return useQuery({ queryKey: promoCodesQueryKey, queryFn: () => admin.promoCodes.list() });
}
