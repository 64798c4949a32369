// The Content-Security-Policy's connect-src follows the configured contact endpoint (issue 6
// §4) instead of naming one service: firebase.json holds the policy without it, and the build
// (scripts/prerender.mjs) adds the endpoint's origin when VITE_CONTACT_ENDPOINT is set.

const CSP = 'Content-Security-Policy';

/** The CSP header object of the `**` rule in a firebase.json `hosting` section. */
function cspHeader(hosting) {
  for (const rule of hosting.headers ?? []) {
    for (const header of rule.headers ?? []) if (header.key === CSP) return header;
  }
  throw new Error("firebase.json's hosting headers have no Content-Security-Policy");
}

/** The policy's connect-src sources. */
export function connectSources(policy) {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

/**
 * A copy of `hosting` whose CSP also allows connecting to the contact endpoint's origin (the
 * same object when there is no endpoint or it is already allowed).
 */
export function withContactEndpoint(hosting, endpoint) {
  if (!endpoint) return hosting;
  const origin = new URL(endpoint).origin;
  const policy = cspHeader(hosting).value;
  if (connectSources(policy).includes(origin)) return hosting;
  const value = policy.replace(
    /connect-src ([^;]*)/,
    (_all, sources) => `connect-src ${sources} ${origin}`,
  );
  const copy = structuredClone(hosting);
  cspHeader(copy).value = value;
  return copy;
}
