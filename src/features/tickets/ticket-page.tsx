import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { TicketView } from './card/ticket-view';
import { LegacyTicketDetails } from './legacy/legacy-ticket-details';
import { TicketErrorPanel } from './lookup/ticket-error-panel';
import { useTicketLookup } from './lookup/use-ticket-lookup';

/** /ticket/{token}: the ticket, or an old booking's Ticket Details (spec §2, DESIGN §9). */
export function TicketPage({ token }: { token: string }) {
  const lookup = useTicketLookup(token, { legacyFallback: true });
  switch (lookup.status) {
    case 'loading':
      return <PageSpinner label="Loading your ticket…" />;
    case 'error':
      return (
        <TicketErrorPanel message={lookup.message}>
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
