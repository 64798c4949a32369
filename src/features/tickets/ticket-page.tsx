import { Link } from 'react-router-dom';
import { backendMode } from '@/backend/backend-mode';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { TICKET_NOT_FOUND_MESSAGE } from '@/domain/booking';
import { TicketView } from './card/ticket-view';
import { LegacyTicketDetails } from './legacy/legacy-ticket-details';
import { TicketErrorPanel } from './lookup/ticket-error-panel';
import { useTicketLookup } from './lookup/use-ticket-lookup';

export const DEMO_UNKNOWN_TICKET_NOTE =
  'Demo mode: tickets live only in the browser that booked them. Open this link there.';

/**
 * /ticket/{token}: the ticket, or an old booking's Ticket Details (docs/product-spec.md §2,
 * docs/design.md §9.4).
 */
export function TicketPage({ token }: { token: string }) {
  const lookup = useTicketLookup(token, { legacyFallback: true });
  switch (lookup.status) {
    case 'loading':
      return <PageSpinner label="Loading your ticket…" />;
    case 'error':
      return (
        <TicketErrorPanel message={lookup.message}>
          {backendMode === 'demo' && lookup.message === TICKET_NOT_FOUND_MESSAGE && (
            <p className="mb-6 text-sm text-muted">{DEMO_UNKNOWN_TICKET_NOTE}</p>
          )}
          <Link to={paths.booking} className="btn-primary">
            Book tickets
          </Link>
        </TicketErrorPanel>
      );
    case 'found':
      return <TicketView ticket={lookup.ticket} />;
    case 'legacy':
      return <LegacyTicketDetails booking={lookup.booking} event={lookup.event} />;
  }
}
