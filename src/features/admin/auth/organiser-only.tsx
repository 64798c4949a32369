import { Link, Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdminAuth } from './admin-auth-context';
import { homePathFor } from './home-path';

/**
 * The organisers' screens (docs/design.md §6.1). Door staff who follow a link to one are told
 * why it does not open and where their screen is; the data behind it is refused by the adapter
 * and the rules whatever this shows.
 */
export function OrganiserOnly() {
  const auth = useAdminAuth();
  if (auth.status === 'signed-in' && auth.user.access?.role === 'organiser') return <Outlet />;
  return (
    <section aria-labelledby="refused-heading" className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 id="refused-heading" className="font-display text-3xl font-bold">
        Organisers only
      </h1>
      <div className="card flex flex-col gap-3" role="status">
        <p>
          This screen is for organisers. Your account is for the door: the QR scanner, manual
          check-in and the scan log, for the events assigned to you.
        </p>
        <p className="text-sm text-muted">
          If you need more, ask an organiser to change your role on the Team screen.
        </p>
        <Link to={paths.adminScanner} className="btn-primary self-start">
          Go to the QR scanner
        </Link>
      </div>
    </section>
  );
}

/**
 * The admin area's index and mistyped paths: this person's home screen; signed out, the sign-in,
 * which then opens the home screen of whoever signs in.
 */
export function HomeRedirect() {
  const auth = useAdminAuth();
  const to = auth.status === 'signed-in' ? homePathFor(auth.user.access) : paths.adminLogin;
  return <Navigate to={to} replace />;
}
