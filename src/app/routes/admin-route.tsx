import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { QueryProvider } from '@/app/providers/query-provider';
import { registerDoorWorker } from '@/app/register-door-worker';
import { BackendProvider } from '@/backend/backend-context';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { AdminAuthProvider } from '@/features/admin/auth/admin-auth-provider';
import { HomeRedirect, OrganiserOnly } from '@/features/admin/auth/organiser-only';
import { RequireAdmin } from '@/features/admin/auth/require-admin';
import { AdminLayout } from '@/features/admin/layout/admin-layout';
import { LoginPage } from '@/features/admin/login/login-page';
import { EventsPage } from '@/features/admin/events/events-page';
import { OverviewPage } from '@/features/admin/overview/overview-page';
import { ScannerPage } from '@/features/admin/scanner/scanner-page';
import { PromoCodesPage } from '@/features/admin/promo-codes/promo-codes-page';
import { MessagesPage } from '@/features/admin/messages/messages-page';
import { PaymentQrPage } from '@/features/admin/payment-qr/payment-qr-page';
import { RegistrationsPage } from '@/features/admin/registrations/registrations-page';
import { TeamPage } from '@/features/admin/team/team-page';
import { WalletPage } from '@/features/admin/wallet/wallet-page';

/** /admin/*: the organisers' area, in its own chunk with the admin half of the backend. */
export default function AdminRoute() {
  useEffect(registerDoorWorker, []);
  return (
    <ErrorBoundary fallback={unavailable}>
      <Suspense fallback={<PageSpinner label="Loading the admin area…" />}>
        <QueryProvider>
          <BackendProvider>
            <AdminAuthProvider>
              <AdminRoutes />
            </AdminAuthProvider>
          </BackendProvider>
        </QueryProvider>
      </Suspense>
    </ErrorBoundary>
  );
}

function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<HomeRedirect />} />
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route path="dashboard">
          {/* The door's screen; door staff may open it (docs/design.md §6.1). */}
          <Route path="qr-scanner" element={<ScannerPage />} />
          <Route element={<OrganiserOnly />}>
            <Route index element={<OverviewPage />} />
            <Route path="promocode" element={<PromoCodesPage />} />
            <Route path="events" element={<EventsPage />} />
            <Route path="payment-qr" element={<PaymentQrPage />} />
            <Route path="wallet" element={<WalletPage />} />
            <Route path="registered-users" element={<RegistrationsPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="team" element={<TeamPage />} />
          </Route>
          {/* Mistyped paths land on this person's home screen. */}
          <Route path="*" element={<HomeRedirect />} />
        </Route>
        {/* /admin/wallet and the like: the screen of that name, so a short link still works. */}
        <Route path=":screen" element={<ShortLink />} />
        <Route path="*" element={<HomeRedirect />} />
      </Route>
    </Routes>
  );
}

const DASHBOARD_SCREENS = new Set<string>(
  Object.values(paths).flatMap((path): string[] =>
    typeof path === 'string' && path.startsWith(`${paths.adminDashboard}/`) ? [path] : [],
  ),
);

/** /admin/wallet: the screen of that name under /admin/dashboard, else this person's home. */
function ShortLink() {
  const { screen = '' } = useParams();
  const full = `${paths.adminDashboard}/${screen}`;
  return DASHBOARD_SCREENS.has(full) ? <Navigate to={full} replace /> : <HomeRedirect />;
}

const unavailable = (
  <main className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center px-5 text-center">
    <h1 className="font-display text-4xl font-bold">Organiser Sign-in</h1>
    <p role="alert" className="mt-4 text-muted">
      The admin area could not start in this browser. Please reload the page.
    </p>
    <button type="button" onClick={() => window.location.reload()} className="btn-primary mt-6">
      Reload
    </button>
  </main>
);
