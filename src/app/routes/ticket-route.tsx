import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { QueryProvider } from '@/app/providers/query-provider';
import { BackendProvider } from '@/backend/backend-context';
import { DemoBanner } from '@/components/ui/demo-banner';
import { ErrorBoundary } from '@/components/ui/error-boundary';
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
      <ErrorBoundary fallback={unavailable}>
        <Suspense fallback={<TicketPageLayout>{spinner}</TicketPageLayout>}>
          <QueryProvider>
            <BackendProvider>
              <TicketPageLayout banner={<DemoBanner />}>
                <TicketPage key={token} token={token} />
              </TicketPageLayout>
            </BackendProvider>
          </QueryProvider>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/**
 * The backend could not start, or the page failed to render: docs/product-spec.md §8 'Failed to
 * load ticket.'
 */
const unavailable = (
  <TicketPageLayout>
    <TicketErrorPanel message={TICKET_LOAD_FAILED_MESSAGE}>
      <button type="button" onClick={() => window.location.reload()} className="btn-primary">
        Reload
      </button>
    </TicketErrorPanel>
  </TicketPageLayout>
);
