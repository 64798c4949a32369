// The bench's baseline (docs/design.md §10.3): the smallest Vite + React page, rendered on the
// client the way the site's own bundle is, so its LCP and FCP are what this toolchain can do at
// best.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <main>
      <h1>Sangeet Vibes</h1>
      <p>A bare Vite + React page: one heading, one paragraph, nothing else.</p>
    </main>
  </StrictMode>,
);
