import { Component, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { BackendProvider } from '@/backend/backend-context';
import { DemoBanner } from '@/components/ui/demo-banner';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { TICKET_LOAD_FAILED_MESSAGE, isValidTicketToken } from '@/domain/booking';
import { TicketErrorPanel } from '@/features/tickets/lookup/ticket-error-panel';
import { TicketPage } from '@/features/tickets/ticket-page';
import { TicketPageLayout } from '@/features/tickets/ticket-page-layout';

const spinner = <PageSpinner label="Loading your ticket…" />;

/** /ticket/{token}: outside the site layout, never indexed. */
export default function TicketRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <Seo
        title="Your Ticket"
        description="Your Sangeet Vibes ticket and entry QR code."
        path={isValidTicketToken(token) ? paths.ticket(token) : '/ticket'}
        noIndex
      />
      <TicketUnavailableBoundary>
        <Suspense fallback={<TicketPageLayout>{spinner}</TicketPageLayout>}>
          <BackendProvider>
            <TicketPageLayout banner={<DemoBanner />}>
              <TicketPage key={token} token={token} />
            </TicketPageLayout>
          </BackendProvider>
        </Suspense>
      </TicketUnavailableBoundary>
    </>
  );
}

/** The backend could not start, or the page failed to render: spec §8 'Failed to load ticket.' */
class TicketUnavailableBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <TicketPageLayout>
        <TicketErrorPanel message={TICKET_LOAD_FAILED_MESSAGE}>
          <button type="button" onClick={() => window.location.reload()} className="btn-primary">
            Reload
          </button>
        </TicketErrorPanel>
      </TicketPageLayout>
    );
  }
}
