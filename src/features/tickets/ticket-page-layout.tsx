import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
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
      <header className="flex justify-center px-5 pt-6">
        <Logo />
      </header>
      <main id="main" className="flex w-full flex-1 flex-col justify-center px-4 py-8 sm:px-5">
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
