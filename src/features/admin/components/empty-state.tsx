import type { ReactNode } from 'react';

/**
 * An admin list with nothing in it (docs/design.md §14.1): what is missing, then what to do next
 * or what will appear here, and where there is one, the place to do it.
 */
export function EmptyState({
  children,
  next,
  action,
}: {
  children: ReactNode;
  next?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center gap-2 p-5 text-center">
      <p className="font-semibold">{children}</p>
      {next && <p className="text-sm text-muted">{next}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
