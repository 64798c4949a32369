import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { EndHydrationOnNavigation } from '@/components/ui/deferred-section';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageUnavailable } from '@/components/ui/page-unavailable';
import { SiteLayout } from '@/components/layout/site-layout';
import { paths } from '@/config/paths';
import { HomePage } from '@/features/marketing/pages/home-page';
import { withBackend } from './with-backend';

// Only the home page ships in the initial bundle (docs/design.md §10.1: at most 90 KB gzip, and no
// backend, QR or canvas code on `/`). Every other page is its own chunk; a prerendered page
// keeps its HTML on screen while its chunk loads, then hydrates.
const ConceptPage = lazy(() => import('@/features/marketing/pages/concept-page'));
const PackagesPage = lazy(() => import('@/features/marketing/pages/packages-page'));
const PortfolioPage = lazy(() => import('@/features/marketing/pages/portfolio-page'));
const WhyUsPage = lazy(() => import('@/features/marketing/pages/why-us-page'));
const FaqPage = lazy(() => import('@/features/marketing/pages/faq-page'));
const ContactPage = lazy(() => import('@/features/marketing/pages/contact-page'));
const PrivacyPage = lazy(() => import('@/features/legal/privacy-page'));
const TermsPage = lazy(() => import('@/features/legal/terms-page'));
const NotFoundPage = lazy(() => import('@/app/not-found-page'));
const BookingRoute = lazy(() => withBackend(() => import('@/app/routes/booking-route')));
const TicketRoute = lazy(() => withBackend(() => import('@/app/routes/ticket-route')));
const AdminRoute = lazy(() => import('@/app/routes/admin-route'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

export function App() {
  const { pathname } = useLocation();
  return (
    <>
      <EndHydrationOnNavigation />
      {/* The ticket and admin routes' own code failing to load (offline) says so, not blank. */}
      <ErrorBoundary resetKey={pathname} fallback={<PageUnavailable />}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path={paths.home} element={<HomePage />} />
            <Route path={paths.concept} element={page(<ConceptPage />)} />
            <Route path={paths.packages} element={page(<PackagesPage />)} />
            <Route path={paths.portfolio} element={page(<PortfolioPage />)} />
            <Route path={paths.whyUs} element={page(<WhyUsPage />)} />
            <Route path={paths.faq} element={page(<FaqPage />)} />
            <Route path={paths.contact} element={page(<ContactPage />)} />
            <Route path={paths.privacy} element={page(<PrivacyPage />)} />
            <Route path={paths.terms} element={page(<TermsPage />)} />
            <Route path={paths.booking} element={page(<BookingRoute />)} />
            <Route path="*" element={page(<NotFoundPage />)} />
          </Route>
          <Route path={paths.ticketPattern} element={page(<TicketRoute />)} />
          <Route path="/admin/*" element={page(<AdminRoute />)} />
        </Routes>
      </ErrorBoundary>
    </>
  );
}
