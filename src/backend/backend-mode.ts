import { backendKind } from '@/config/env';
import type { BackendMode } from './backend';

/**
 * Which adapter this page load uses, known without loading it (the same build-time choice as
 * loadBackend's), so a page can say "demo mode" before its data arrives.
 */
export const backendMode: BackendMode = backendKind;
