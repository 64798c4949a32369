import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** The ticket page stands alone (no site header or footer): what a phone shows at the door. */
export function TicketPageLayout({
  banner,
  children,
}: {
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-night">
      {banner}
      {/* No logo of its own: the ticket (and an older booking's details) carries it, and a second
          one above pushed the QR down a phone's screen. */}
      <main id="main" className="flex w-full flex-1 flex-col justify-center px-4 py-6 sm:px-5">
        <h1 className="sr-only">Your Ticket</h1>
        {children}
      </main>
      <footer className="pb-8 text-center text-sm">
        <Link
          to={paths.home}
          className="text-muted underline underline-offset-4 hover:text-marigold"
        >
          Back to {site.name}
        </Link>
      </footer>
    </div>
  );
}
