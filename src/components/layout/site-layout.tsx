import { Outlet } from 'react-router-dom';
import { deferredSection } from '@/components/ui/deferred-section';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { FloatingButtons } from './floating-buttons';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';

// Below the fold on every page and static: its code loads when needed (docs/design.md §10.2).
const Footer = deferredSection<object>('site-footer', () =>
  import('./footer').then((m) => ({ default: m.Footer })),
);

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
      <LazyToaster />
    </>
  );
}
