// Helpers shared by the *.e2e.ts files here: what the site should say, and ways to wait for a
// condition instead of sleeping.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ADMIN_ACCOUNT } from '@/backend/demo/demo-accounts';
import { useBrowser } from './support/browser';

export const SITE_ORIGIN = 'https://sangeetvibes.in';
export const SITE_NAME = 'Sangeet Vibes';

export interface PublicRoute {
  path: string;
  title: string;
  /** The page's one h1, as a person reads it. */
  heading: RegExp;
  /** A few phrases of the page's content that must be in its prerendered HTML. */
  content: string[];
}

/** The twelve FAQ questions (docs/product-spec.md §2, claims from docs/product-spec.md §9). */
export const FAQ_QUESTIONS = [
  'What exactly is Sangeet Vibes?',
  'Who can come?',
  'How far in advance should we book a customised package?',
  'How much deposit do you take?',
  'Which payment methods do you accept?',
  'Do you provide costumes and outfits?',
  'Which cities do you serve?',
  'How big can the group be?',
  'What is included in a party?',
  'What is the difference between Basic and Premium tickets?',
  'Can we choose the music and theme?',
  'Are tickets refundable?',
] as const;

export const WHY_US_BENEFITS = [
  'Zero Wedding Pressure',
  'Customizable Themes & Music',
  'Content-Friendly',
  'Traditional Elements Included',
  'Curated Playlists',
  'Expert Coordination',
  'Authentic Experience',
] as const;

/** Every prerendered public route (docs/product-spec.md §2), in sitemap order. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    title: 'Sangeet Vibes | No Shaadi. Just Vibes.',
    heading: /^No Shaadi\.\s*Just Vibes\.$/,
    content: [
      'What is Sangeet Vibes?',
      'Everything you need to party',
      'Influencer Shoutouts',
      'Frequently Asked Questions',
      "Let's plan your sangeet",
      'Privacy Policy',
      // The phone hero's next party (docs/design.md §12.7): before any script runs.
      'Tickets from ₹499',
    ],
  },
  {
    path: '/concept',
    title: 'What is Sangeet Vibes? | Sangeet Vibes',
    heading: /^What is Sangeet Vibes\?$/,
    content: ['What is it?', 'Why do it?', 'Who is it for?', 'Zero wedding pressure'],
  },
  {
    path: '/packages',
    title: 'Packages | Sangeet Vibes',
    heading: /^Everything you need to party$/,
    content: [
      'Decor',
      'Mehndi artist',
      'Photography and videography',
      'Refreshments',
      '₹499',
      '₹1,212',
    ],
  },
  {
    path: '/portfolio',
    title: 'Portfolio | Sangeet Vibes',
    heading: /^Influencer Shoutouts$/,
    content: [
      'DJ night · Sangeet Vibes highlight',
      'Mehndi corner · Sangeet Vibes highlight',
      'Follow for More',
    ],
  },
  {
    path: '/why-us',
    title: 'Why Us | Sangeet Vibes',
    heading: /^Why Sangeet Vibes\?$/,
    content: [...WHY_US_BENEFITS],
  },
  {
    path: '/faq',
    title: 'FAQ | Sangeet Vibes',
    heading: /^Frequently Asked Questions$/,
    content: [...FAQ_QUESTIONS],
  },
  {
    path: '/contact',
    title: 'Contact | Sangeet Vibes',
    heading: /^Let's plan your sangeet$/,
    content: ['hello@sangeetvibes.in', '2-4 hours', 'Mon-Fri', '10:00 AM-8:00 PM', 'Send Message'],
  },
  {
    path: '/booking',
    title: 'Book Tickets | Sangeet Vibes',
    // The prerendered shell says what the page is for; once the event loads, it is its title.
    heading: /^(Book Tickets|Sangeet Vibes: The Mock Sangeet Night)$/,
    content: ['Loading the next party…'],
  },
  {
    path: '/privacypolicy',
    title: 'Privacy Policy | Sangeet Vibes',
    heading: /^Privacy Policy$/,
    content: ['Information We Collect', 'How We Use Your Information', 'Your Rights'],
  },
  {
    path: '/termsofservices',
    title: 'Terms of Service | Sangeet Vibes',
    heading: /^Terms of Service$/,
    content: ['Use of Service', 'Bookings & Payments', 'Liability'],
  },
];

/** Polling options for waits on the page (the default 1 s is too short for a cold chunk). */
export const POLL = { timeout: 15_000, interval: 50 } as const;

/**
 * Resolves once React has hydrated (or rendered) the element, so a click reaches its handler.
 * Prerendered HTML is on screen before its code: a click before hydration does nothing, which
 * a person would retry but a test cannot tell from a bug.
 */
export async function untilInteractive(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      POLL,
    )
    .toBe(true);
}

/**
 * How far the page can scroll sideways (0 when nothing sticks out). Measured against the
 * layout viewport (clientWidth): on a phone, innerWidth grows to fit content that overflows,
 * so `scrollWidth <= innerWidth` would always hold there.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

export interface HeadTags {
  title: string;
  descriptions: string[];
  canonicals: string[];
  robots: string[];
}

/** The live document's title and the head tags search engines and link previews read. */
export function headTags(page: Page): Promise<HeadTags> {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    ),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    ),
  }));
}

/** Where an element's top edge is, in viewport pixels. */
export function topOf(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (css) => document.querySelector(css)?.getBoundingClientRect().top ?? Number.NaN,
    selector,
  );
}

export function scrollTo(page: Page, y: number): Promise<void> {
  return page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Scrolling is smooth: a few seconds is plenty for it to come to rest. */
export const SCROLL_POLL = { timeout: 5000, interval: 50 } as const;

/**
 * A route that is still being built (booking, tickets, admin) shows a page of its own: one
 * visible, rendered h1 that is neither the home page's nor the 404 page's.
 */
export async function expectOwnPage(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  // The previous page stays on screen while the new one's code loads.
  const ownHeading = async () =>
    (await heading.count()) === 1 ? (await heading.innerText()).trim() : '';
  await expect.poll(ownHeading, POLL).not.toMatch(/^$|Oops! Page not found|No Shaadi/);
  await untilInteractive(heading);
  expect(await heading.isVisible()).toBe(true);
}

/**
 * support/browser's useBrowser under a name that does not start with "use": it is not a React
 * hook, and the react-hooks lint rule would reject calling it at a file's top level.
 */
export const browserForThisFile = useBrowser;

/** On the sign-in page: signs the demo organiser in once the form answers clicks. */
export async function signInAsDemoOrganiser(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign in' });
  await untilInteractive(button);
  await page.getByLabel('Email').fill(DEMO_ADMIN_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN_ACCOUNT.password);
  await button.click();
}
