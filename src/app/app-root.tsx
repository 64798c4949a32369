import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';

/**
 * Everything the page renders: the router and the app. Its own chunk, which src/main.tsx imports
 * a task after React DOM has been evaluated (docs/design.md §10.4).
 */
export function AppRoot() {
  return (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
}
