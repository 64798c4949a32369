import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { config } from '@/config/env';
import { startHydration } from '@/lib/hydration';
import './styles/index.css';

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
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

if (config.devtoolsGuard) {
  void import('@/lib/devtools-guard').then(({ installDevtoolsGuard }) => installDevtoolsGuard());
}
