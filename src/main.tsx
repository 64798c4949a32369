import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config } from '@/config/env';
import { startHydration } from '@/lib/hydration';
import './styles/index.css';

const CLIENT_RENDER_SWITCH = /#419\b|switched to client rendering/i;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating React DOM and the app in one task took 85–130 ms on a 4× slower phone, the longest
// task on `/` (docs/design.md §10.4). This module holds React DOM; the router and the app are a
// second chunk, fetched with this one (#app-boot, build-plugins/boot-after-paint.ts) and
// evaluated a task later, so a tap can be handled between the two.
await new Promise<void>((resolve) => setTimeout(resolve, 0));
const { AppRoot } = await import('@/app/app-root');

// Prerendered routes arrive with their HTML; every other path (SPA rewrite) starts empty.
// (The dev server's index.html holds only a placeholder comment, so look for an element.)
if (container.firstElementChild) {
  startHydration();
  // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one long task that a tap would wait behind (docs/design.md §10.2).
  startTransition(() => {
    hydrateRoot(container, <AppRoot />, {
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
  createRoot(container).render(<AppRoot />);
}

if (config.devtoolsGuard) {
  void import('@/lib/devtools-guard').then(({ installDevtoolsGuard }) => installDevtoolsGuard());
}
