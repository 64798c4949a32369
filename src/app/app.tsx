import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EndHydrationOnNavigation } from '@/components/ui/deferred-section';
import { PageSpinner } from '@/components/ui/page-spinner';
import { lazyPage } from '@/components/ui/page-unavailable';
import { SiteLayout } from '@/components/layout/site-layout';
import { paths } from '@/config/paths';
import { HomePage } from '@/features/marketing/pages/home-page';
import { withBackend } from './with-backend';

// Only the home page ships in the initial bundle (docs/design.md §10.1: at most 90 KB gzip, and no
// backend, QR or canvas code on `/`). Every other page is its own chunk; a prerendered page
// keeps its HTML on screen while its chunk loads, then hydrates. One whose chunk cannot load
// (offline, never cached: an organiser logged out of a lane) says so (docs/design.md §5.7).
const ConceptPage = lazyPage(() => import('@/features/marketing/pages/concept-page'));
const PackagesPage = lazyPage(() => import('@/features/marketing/pages/packages-page'));
const PortfolioPage = lazyPage(() => import('@/features/marketing/pages/portfolio-page'));
const WhyUsPage = lazyPage(() => import('@/features/marketing/pages/why-us-page'));
const FaqPage = lazyPage(() => import('@/features/marketing/pages/faq-page'));
const ContactPage = lazyPage(() => import('@/features/marketing/pages/contact-page'));
const PrivacyPage = lazyPage(() => import('@/features/legal/privacy-page'));
const TermsPage = lazyPage(() => import('@/features/legal/terms-page'));
const NotFoundPage = lazyPage(() => import('@/app/not-found-page'));
const BookingRoute = lazyPage(() => withBackend(() => import('@/app/routes/booking-route')));
const TicketRoute = lazyPage(() => withBackend(() => import('@/app/routes/ticket-route')));
const AdminRoute = lazyPage(() => import('@/app/routes/admin-route'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

export function App() {
  return (
    <>
      <EndHydrationOnNavigation />
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
    </>
  );
}
