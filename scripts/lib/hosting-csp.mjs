// The Content-Security-Policy's connect-src follows the configured contact endpoint (issue 6
// §4) instead of naming one service. The sources every build needs are listed here; the build
// (scripts/prerender.mjs) writes them, plus the endpoint's origin when VITE_CONTACT_ENDPOINT is
// set, into firebase.json, so changing or removing the endpoint also takes its origin out.

const CSP = 'Content-Security-Policy';

/** What the site connects to whatever the configuration: itself, Firebase and Razorpay. */
export const BASE_CONNECT_SOURCES = [
  "'self'",
  'https://*.googleapis.com',
  'https://*.firebaseio.com',
  'https://*.cloudfunctions.net',
  'https://api.razorpay.com',
  'https://lumberjack.razorpay.com',
];

/** The CSP header object of a firebase.json `hosting` section. */
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
 * `hosting` with its CSP's connect-src set to the base sources plus the contact endpoint's
 * origin (when there is one): the same object when that is what it already says, else a copy.
 */
export function withContactEndpoint(hosting, endpoint) {
  const sources = endpoint
    ? [...BASE_CONNECT_SOURCES, new URL(endpoint).origin]
    : BASE_CONNECT_SOURCES;
  const policy = cspHeader(hosting).value;
  if (connectSources(policy).join(' ') === sources.join(' ')) return hosting;
  const copy = structuredClone(hosting);
  cspHeader(copy).value = policy.replace(/connect-src [^;]*/, `connect-src ${sources.join(' ')}`);
  return copy;
}
