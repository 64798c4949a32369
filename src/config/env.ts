/**
 * The one typed reader of import.meta.env (docs/design.md §2). Every key is optional: with none set
 * the site runs on demo data with no accounts.
 */
import type { BackendConfig } from './read-backend-config';
import { readConfig, type AppConfig, type Env } from './read-config';

export type { AppConfig } from './read-config';
export { readConfig } from './read-config';

export const config: AppConfig = readConfig(import.meta.env as Env);

/**
 * The backend kind as a build-time constant (vite.config.ts defines it with readBackendConfig
 * from the same env). Code that picks an adapter compares __BACKEND_KIND__ itself, in its own
 * module, so the bundler can drop the adapter this build does not use.
 */
export const backendKind: BackendConfig['kind'] = __BACKEND_KIND__;
