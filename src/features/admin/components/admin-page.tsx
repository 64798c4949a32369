import { useId, type ReactNode } from 'react';

/**
 * One admin screen: its title on the public site's scale and its sections 32 px apart
 * (docs/design.md §14.1), so every screen is spaced alike.
 */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <h1 id={headingId} className="font-display text-3xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}
