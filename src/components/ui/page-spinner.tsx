/** Shown while a lazily loaded page downloads, and by pages that are loading data. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-marigold/30 border-t-marigold"
      />
      <span className="text-muted">{label}</span>
    </div>
  );
}
