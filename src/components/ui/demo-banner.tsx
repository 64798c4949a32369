import { useState } from 'react';
import { backendMode } from '@/backend/backend-mode';
import { readFlag, writeFlag } from '@/lib/safe-storage';
import { CloseIcon } from './icons';

const DISMISSED_KEY = 'demoBannerDismissed';

/**
 * docs/design.md §2: on the demo backend, say so — nothing here is a real booking or payment.
 * Dismissed for the rest of the browser session.
 */
export function DemoBanner() {
  const [dismissed, setDismissed] = useState(() => readFlag('session', DISMISSED_KEY) === '1');
  if (backendMode !== 'demo' || dismissed) return null;
  const dismiss = () => {
    writeFlag('session', DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <aside
      aria-label="Demo mode"
      className="border-b border-marigold/40 bg-plum text-sm text-cream"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-5 md:px-8">
        <p className="flex-1">
          <strong className="text-marigold">Demo mode:</strong> bookings and payments are simulated
          in this browser. No money moves.
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss demo mode notice"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
    </aside>
  );
}
