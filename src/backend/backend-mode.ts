import type { BackendMode } from './backend';

/**
 * Which adapter this page load uses, known without loading it (it follows from configuration,
 * like loadBackend's choice), so a page can say "demo mode" before its data arrives. Only the
 * demo adapter exists until the Firebase adapter's issue lands.
 */
export const backendMode: BackendMode = 'demo';
