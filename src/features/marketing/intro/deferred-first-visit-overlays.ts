import { deferredSection, whenNeeded } from '@/components/ui/deferred-section';
import { FIRST_VISIT_ID, overlayRequested } from './first-visit-flags';

/**
 * The overlays' code loads at once only on a visit where the boot script asked for one (a
 * first visit); on every other visit it waits for an interaction like the sections below.
 */
export const FirstVisitOverlays = deferredSection<object>(
  FIRST_VISIT_ID,
  () => import('./first-visit-overlays').then((m) => ({ default: m.FirstVisitOverlays })),
  (id) => (overlayRequested() ? Promise.resolve() : whenNeeded(id)),
);
