import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** The toast list's markup loads with the first toast, not with every page. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
