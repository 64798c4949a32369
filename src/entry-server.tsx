import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { ClientOnlyError } from '@/components/ui/client-only';
import { featuredEvent } from '@/config/featured-event';
import { paths } from '@/config/paths';
import { eventJsonLd } from '@/features/marketing/event-json-ld';

export { prerenderedRoutes } from '@/config/paths';
export { config } from '@/config/env';

function tree(url: string) {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>
  );
}

/**
 * Renders one public route to HTML for the build-time prerender (scripts/prerender.mjs).
 * The first pass waits for every lazy page and section to load; the second renders the
 * now-resolved tree in one piece, so the HTML has no streaming placeholders or inline
 * scripts (which the Content-Security-Policy would block). Parts wrapped in <ClientOnly>
 * come out as their Suspense fallback, for the browser to render.
 */
export async function render(url: string): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree(url), {
    onError: (error) => void (error instanceof ClientOnlyError || failures.push(error)),
  });
  for await (const chunk of prelude as unknown as AsyncIterable<unknown>) void chunk;
  if (failures.length > 0) throw new Error(`prerender of ${url} failed`, { cause: failures[0] });
  const html = renderToString(tree(url));
  // Client-only parts (<!--$!-->, see ClientOnly) are expected; a pending boundary is not.
  if (html.includes('<!--$?-->')) {
    throw new Error(`prerender of ${url} left a Suspense boundary unresolved`);
  }
  return html;
}

/**
 * schema.org data for a route, as JSON for a <script type="application/ld+json"> in <head>.
 * Only crawlers read it, so it is written at build time and never shipped to the browser.
 */
export function structuredData(url: string): string | null {
  if (url !== paths.home) return null;
  return JSON.stringify(eventJsonLd(featuredEvent)).replace(/</g, '\\u003c');
}
