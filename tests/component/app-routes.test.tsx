import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { featuredEvent } from '@/config/featured-event';
import { site } from '@/config/site';
import { eventJsonLd } from '@/features/marketing/event-json-ld';
import { structuredData } from '@/entry-server';
import { faqItems } from '@/features/marketing/data/faq-items';
import { stubMatchMedia } from './support/browser';

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  stubMatchMedia();
  // ScrollManager scrolls on every navigation; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
describe('not-found page', () => {
  it.each(['/nope', '/concept/extra', '/booking/123/x'])(
    '%s shows 404 with a way home',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText('404')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    },
  );

  it('"Return to Home" leads to the home page', async () => {
    const user = renderApp('/missing');
    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /No Shaadi\.\s*Just Vibes\./,
    );
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('asks search engines not to index it', async () => {
    renderApp('/missing');
    await screen.findByText('404');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('legal pages', () => {
  it('/privacypolicy has the spec’s sections and the contact e-mail', async () => {
    renderApp('/privacypolicy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Information We Collect',
        'How We Use Your Information',
        'Your Rights',
      ]),
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(main).toHaveTextContent(/opt out of marketing communications at any time/);
  });

  it('/termsofservices has the spec’s sections and the contact e-mail', async () => {
    renderApp('/termsofservices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['Use of Service', 'Bookings & Payments', 'Liability']),
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: site.email })).toBeInTheDocument();
    expect(main).toHaveTextContent(/at least 18 years old/);
    expect(main).toHaveTextContent(/non-refundable/);
  });

  it.each([
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Service', 'Terms of Service'],
  ])('the footer’s %s link opens that page', async (link, heading) => {
    const user = renderApp('/');
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: link }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('public pages', () => {
  it.each([
    ['/faq', 'FAQ | Sangeet Vibes', 'Frequently Asked Questions'],
    ['/contact', 'Contact | Sangeet Vibes', "Let's plan your sangeet"],
    ['/why-us', 'Why Us | Sangeet Vibes', `Why ${site.name}?`],
    ['/concept', `What is ${site.name}? | Sangeet Vibes`, `What is ${site.name}?`],
    ['/privacypolicy', 'Privacy Policy | Sangeet Vibes', 'Privacy Policy'],
  ])('%s sets the title "%s" and has its own h1', async (path, title, h1) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://sangeetvibes.in${path}`,
    );
  });

  it('/faq lists the 12 questions under its h1', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(faqItems.map((i) => i.question)),
    );
  });

  it('/why-us shows seven benefit cards', async () => {
    renderApp('/why-us');
    const section = await screen.findByRole('region', { name: `Why ${site.name}?` });
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
  });

  it('the header’s Book Now goes to /booking', async () => {
    const user = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Book Now' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Tickets' }),
    ).toBeInTheDocument();
  });
});

describe('home page', () => {
  it('has its sections in the spec’s order: hero, concept, packages, portfolio, why-us, FAQ, contact', async () => {
    renderApp('/');
    await screen.findByRole('form', { name: 'Contact form' });
    await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const main = screen.getByRole('main');
    const anchors = within(main)
      .getAllByRole('region')
      .filter((region) => region.parentElement === main)
      .map((region) => region.id);
    expect(anchors).toEqual([
      'home',
      'concept',
      'packages',
      'portfolio',
      'why-us',
      'faq',
      'contact',
    ]);
  });

  it('frames the page with header, footer and the WhatsApp button', () => {
    renderApp('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
  });

  it('embeds the featured event as JSON-LD structured data in the prerendered head only', () => {
    renderApp('/');
    // Crawlers read it from the static HTML; the browser bundle does not carry it.
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(JSON.parse(structuredData('/')!)).toEqual(eventJsonLd(featuredEvent));
    expect(structuredData('/faq')).toBeNull();
  });
});
