// Whether the hosting config's Content-Security-Policy lets a build's inline scripts run.
// An older build served with today's firebase.json has a boot script whose hash the policy no
// longer lists: the browser refuses it and the app's JS never starts, so a bench of that build
// measures a page with no JS at all (docs/design.md §10.4).
import { createHash } from 'node:crypto';

/**
 * The sha256 CSP sources of html's inline scripts that `hosting`'s Content-Security-Policy
 * header does not list (empty when every one may run, or when no header sets a policy).
 */
export function inlineScriptsRefused(html, hosting) {
  const policy = (hosting.headers ?? [])
    .flatMap((rule) => rule.headers ?? [])
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  if (!policy) return [];
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => `sha256-${createHash('sha256').update(body).digest('base64')}`)
    .filter((hash) => !policy.includes(`'${hash}'`));
}
