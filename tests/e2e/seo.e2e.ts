import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, collectErrors } from './support/browser';
import { prerenderedPages, siteUrl } from './support/site';
import {
  FAQ_QUESTIONS,
  PUBLIC_ROUTES,
  SITE_NAME,
  SITE_ORIGIN,
  WHY_US_BENEFITS,
  headTags,
  untilInteractive,
  browserForThisFile,
} from './page-helpers';

// What a crawler or a link preview (WhatsApp, Instagram) gets: the HTML as served, no JavaScript.

interface HtmlFacts {
  titles: string[];
  meta: Record<string, string[]>;
  canonicals: string[];
  h1s: string[];
  whyUsCards: number;
  text: string;
  jsonLd: unknown[];
}

/** Parses served HTML with the browser's DOMParser, which runs no scripts. */
function readHtml(page: Page, html: string): Promise<HtmlFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta: Record<string, string[]> = {};
    for (const tag of doc.head.querySelectorAll('meta[name], meta[property]')) {
      const key = tag.getAttribute('name') ?? tag.getAttribute('property') ?? '';
      (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
    }
    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    );
    const body = doc.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script').forEach((script) => script.remove());
    return {
      titles: [...doc.querySelectorAll('title')].map((title) => title.textContent ?? ''),
      meta,
      canonicals: [...doc.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      h1s: [...doc.querySelectorAll('h1')].map((h1) =>
        (h1.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
      whyUsCards: doc.querySelectorAll('#why-us ul > li').length,
      text: (body.textContent ?? '').replace(/\s+/g, ' '),
      jsonLd,
    };
  }, html);
}

async function fetchText(path: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(siteUrl(path));
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

const browser = browserForThisFile();

describe('prerendered HTML, as crawlers and link previews read it', () => {
  let parser: Page;
  beforeAll(async () => {
    // One blank page parses every document; it never loads the site.
    parser = await browser.browser.newPage();
  });

  it.each(PUBLIC_ROUTES.map((route) => [route.path, route] as const))(
    '%s has its own title, description, canonical, social tags, one h1 and its content',
    async (path, route) => {
      const served = await fetchText(path);
      expect(served.status).toBe(200);
      expect(served.type).toMatch(/^text\/html/);
      const html = await readHtml(parser, served.body);

      const url = `${SITE_ORIGIN}${path}`;
      expect(html.titles).toEqual([route.title]);
      expect(html.canonicals).toEqual([url]);
      const description = html.meta.description?.[0] ?? '';
      expect(html.meta.description).toHaveLength(1);
      expect(description.length).toBeGreaterThan(50);
      expect(html.meta['og:title']).toEqual([route.title]);
      expect(html.meta['og:description']).toEqual([description]);
      expect(html.meta['og:url']).toEqual([url]);
      expect(html.meta['og:image']?.[0]).toMatch(new RegExp(`^${SITE_ORIGIN}/.+\\.(jpg|png)$`));
      expect(html.meta['twitter:card']).toEqual(['summary_large_image']);
      // The image described for previews read aloud, the same words on both.
      const imageAlt = html.meta['og:image:alt'] ?? [];
      expect(imageAlt).toHaveLength(1);
      expect(imageAlt[0]).toMatch(/Sangeet Vibes.{20,}/);
      expect(html.meta['twitter:image:alt']).toEqual(imageAlt);
      expect(html.meta.robots, 'a public page must not ask not to be indexed').toBeUndefined();

      expect(html.h1s).toHaveLength(1);
      expect(html.h1s[0]).toMatch(route.heading);
      for (const phrase of route.content) expect(html.text).toContain(phrase);
    },
  );

  it('gives every page a description of its own', async () => {
    const descriptions = await Promise.all(
      PUBLIC_ROUTES.map(async ({ path }) => {
        const html = await readHtml(parser, (await fetchText(path)).body);
        return html.meta.description?.[0];
      }),
    );
    expect(new Set(descriptions).size).toBe(PUBLIC_ROUTES.length);
  });

  it('/faq has all twelve questions and /why-us all seven benefit cards in the HTML', async () => {
    const faq = await readHtml(parser, (await fetchText('/faq')).body);
    for (const question of FAQ_QUESTIONS) expect(faq.text).toContain(question);
    expect(FAQ_QUESTIONS).toHaveLength(12);

    const whyUs = await readHtml(parser, (await fetchText('/why-us')).body);
    expect(whyUs.whyUsCards).toBe(7);
    for (const benefit of WHY_US_BENEFITS) expect(whyUs.text).toContain(benefit);
  });

  it('the home page describes the party as a schema.org Event with Basic and Premium offers', async () => {
    const home = await readHtml(parser, (await fetchText('/')).body);
    const events = home.jsonLd.filter(
      (item): item is Record<string, unknown> =>
        typeof item === 'object' &&
        item !== null &&
        (item as { '@type'?: unknown })['@type'] === 'Event',
    );
    expect(events).toHaveLength(1);
    const event = events[0] as {
      name: string;
      startDate: string;
      offers: { price: number | string; priceCurrency: string; url: string }[];
    };
    expect(event.name).toContain(SITE_NAME);
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
    expect(event.offers.map((offer) => [Number(offer.price), offer.priceCurrency])).toEqual([
      [499, 'INR'],
      [1212, 'INR'],
    ]);
    for (const offer of event.offers) expect(offer.url).toBe(`${SITE_ORIGIN}/booking`);
  });
});

describe('pages not to be indexed, as crawlers are told', () => {
  let parser: Page;
  beforeAll(async () => {
    parser = await browser.browser.newPage();
  });

  it.each(['/admin/login', '/admin', '/ticket/abc123'])(
    '%s is served with X-Robots-Tag: noindex',
    async (path) => {
      const response = await fetch(siteUrl(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    },
  );

  it('public pages are served without it', async () => {
    for (const { path } of PUBLIC_ROUTES) {
      const response = await fetch(siteUrl(path));
      expect(response.headers.get('x-robots-tag'), path).toBeNull();
    }
  });

  it('the not-found page names no canonical URL of its own, and says noindex', async () => {
    const served = await fetchText('/no-such-page');
    expect(served.status).toBe(404);
    const html = await readHtml(parser, served.body);
    expect(html.canonicals).toEqual([]);
    expect(html.meta['og:url']).toBeUndefined();
    expect(html.meta.robots).toEqual(['noindex']);
  });
});

describe('files crawlers and browsers ask for', () => {
  it('robots.txt allows the site, keeps tickets and admin out and names the sitemap', async () => {
    const robots = await fetchText('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/ticket\/$/m);
    expect(robots.body).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists every prerendered route and nothing else', async () => {
    const sitemap = await fetchText('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/xml/);
    const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    expect([...listed].sort()).toEqual(prerenderedPages().map((path) => `${SITE_ORIGIN}${path}`));
    expect(listed).toEqual(PUBLIC_ROUTES.map(({ path }) => `${SITE_ORIGIN}${path}`));
  });

  it('serves the web app manifest the pages link to', async () => {
    const manifest = await fetchText('/site.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    const parsed = JSON.parse(manifest.body) as { name?: string; icons?: { src: string }[] };
    expect(parsed.name).toContain(SITE_NAME);
    expect(parsed.icons?.length).toBeGreaterThan(0);
    for (const icon of parsed.icons ?? []) {
      const file = await fetch(siteUrl(icon.src));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toMatch(/^image\//);
    }
  });

  it('serves the SVG favicon', async () => {
    const favicon = await fetchText('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.type).toBe('image/svg+xml');
    expect(favicon.body).toContain('<svg');
  });
});

describe('head tags in the browser', () => {
  it('follow a client-side navigation from the home page to the FAQ and back', async () => {
    const page = await browser.newPage({ width: DESKTOP });
    const errors = collectErrors(page);
    await page.goto('/');
    const faqLink = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', {
      name: 'FAQ',
      exact: true,
    });
    const home = await headTags(page);
    expect(home.title).toBe('Sangeet Vibes | No Shaadi. Just Vibes.');
    expect(home.canonicals).toEqual([`${SITE_ORIGIN}/`]);
    expect(home.descriptions).toHaveLength(1);

    // The footer's code loads once it is scrolled to; a click before that reloads the page.
    await faqLink.scrollIntoViewIfNeeded();
    await untilInteractive(faqLink);
    await faqLink.click();
    await page.waitForURL('**/faq');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Frequently Asked Questions');
    const faq = await headTags(page);
    expect(faq.title).toBe('FAQ | Sangeet Vibes');
    expect(faq.canonicals).toEqual([`${SITE_ORIGIN}/faq`]);
    expect(faq.descriptions).toHaveLength(1);
    expect(faq.descriptions[0]).toContain('UPI');

    await page.goBack();
    await expect.poll(() => page.title()).toBe('Sangeet Vibes | No Shaadi. Just Vibes.');
    expect((await headTags(page)).canonicals).toEqual([`${SITE_ORIGIN}/`]);
    expect(errors).toEqual([]);
  });
});
