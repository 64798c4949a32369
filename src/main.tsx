import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { config } from '@/config/env';
import { startHydration } from '@/lib/hydration';
import './styles/index.css';

const CLIENT_RENDER_SWITCH = /#419\b|switched to client rendering/i;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered routes arrive with their HTML; every other path (SPA rewrite) starts empty.
// (The dev server's index.html holds only a placeholder comment, so look for an element.)
if (container.firstElementChild) {
  startHydration();
  // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one long task that a tap would wait behind (docs/design.md §10.2).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        // React reports each <ClientOnly> part of a prerendered page as "switched to client
        // rendering" (#419). That is the intent (the prerender fails the build on any other
        // server error), so it is not an error worth a console line.
        if (error instanceof Error && CLIENT_RENDER_SWITCH.test(error.message)) return;
        console.error(error);
      },
    });
  });
} else {
  createRoot(container).render(app);
}

if (config.devtoolsGuard) {
  void import('@/lib/devtools-guard').then(({ installDevtoolsGuard }) => installDevtoolsGuard());
}
