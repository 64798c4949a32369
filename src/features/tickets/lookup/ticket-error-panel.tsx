import type { ReactNode } from 'react';

/** docs/product-spec.md §2: the error panel titled Error, with the message and a way on. */
export function TicketErrorPanel({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="card mx-auto w-full max-w-sm text-center">
      <h2 className="font-display text-2xl font-bold text-rani-soft">Error</h2>
      <p className="mt-3 text-cream">{message}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
