import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';

/** Frame of every public page: header, page, footer, floating buttons, toasts. */
export function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-marigold px-4 py-2 text-night focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollManager />
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <FloatingButtons />
      <Toaster />
    </>
  );
}
