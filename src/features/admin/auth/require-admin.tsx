import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdminAuth } from './admin-auth-context';
import type { LoginLocationState } from './login-location-state';

/**
 * docs/product-spec.md §6: paths under /admin need a signed-in admin, else /admin/login,
 * remembering the path.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAdminAuth();
  const location = useLocation();
  if (auth.status === 'signed-in') return children;
  // Logging out: the header is on its way to the home page.
  if (auth.status === 'signed-out' && auth.leaving) return null;
  const state: LoginLocationState = {
    from: `${location.pathname}${location.search}${location.hash}`,
  };
  return <Navigate to={paths.adminLogin} replace state={state} />;
}
