/**
 * A page whose code could not load — most often because the device is offline and the page was
 * never cached (docs/design.md §5.7, §11): said plainly instead of a blank screen.
 */
export function PageUnavailable() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-24 text-center"
    >
      <h1 className="font-display text-3xl font-bold">
        {offline ? 'You are offline' : 'This page could not load'}
      </h1>
      <p className="text-muted">
        {offline
          ? 'This page needs the network. It will open once this device is back online.'
          : 'Check the connection, then try again.'}
      </p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}
