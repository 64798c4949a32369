import { createContext, use, type ReactNode } from 'react';
import type { PublicBackend } from './backend';
import { loadBackend } from './load-backend';

const BackendContext = createContext<PublicBackend | null>(null);

/**
 * Makes the backend available to the pages under it. Without a `backend` prop it loads the
 * configured adapter (suspending until it is ready), so wrap it in <Suspense>. Tests pass
 * their own backend.
 */
export function BackendProvider({
  backend,
  children,
}: {
  backend?: PublicBackend;
  children: ReactNode;
}) {
  const value = backend ?? use(loadBackend());
  return <BackendContext value={value}>{children}</BackendContext>;
}

export function useBackend(): PublicBackend {
  const backend = use(BackendContext);
  if (!backend) throw new Error('useBackend() needs a <BackendProvider> above it');
  return backend;
}
