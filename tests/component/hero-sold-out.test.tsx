import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoDatabase } from '@/backend/demo/db';
import { featuredEvent } from '@/config/featured-event';
import { HeroSection } from '@/features/marketing/sections/hero-section';
import type { BackendSlot } from './booking/booking-harness';
import { stubMatchMedia } from './support/browser';
import { leaveSeats, openSpiedBackend } from './support/spied-backend';

const slot = vi.hoisted((): BackendSlot => ({ promise: undefined }));
/** Whether the backend may hold more than the build knows (false: a demo this browser never opened). */
const differs = vi.hoisted(() => ({ value: true }));
vi.mock('@/backend/load-backend', () => ({
  loadBackend: () => slot.promise,
  backendMayDifferFromBuild: () => Promise.resolve(differs.value),
}));

const NEXT_PARTY = {
  id: 'ev-next-party',
  title: 'Winter Sangeet Encore',
  date: '2027-01-16',
  startTime: '19:00',
  endTime: '23:00',
  location: 'Koramangala Social, Bengaluru',
  price: 599,
  capacity: 150,
  imageUrl: '',
  description: 'The encore.',
  sold: 0,
  holds: {},
};

/** The prerendered page's JSON-LD, as scripts/prerender.mjs writes it into <head>. */
function prerenderedJsonLd() {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = '{"@type":"Event","offers":[]}';
  document.head.append(script);
  return script;
}

async function renderHeroOn(prepare: (db: DemoDatabase) => Promise<unknown>) {
  const spied = await openSpiedBackend();
  await prepare(spied.db);
  slot.promise = Promise.resolve(spied.backend);
  render(
    <MemoryRouter>
      <HeroSection />
    </MemoryRouter>,
  );
  return spied;
}

const phoneLine = () => screen.getByRole('list', { name: 'Next party' });
const card = () => screen.getByRole('complementary', { name: 'Next party' });

beforeEach(() => {
  differs.value = true;
  stubMatchMedia();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
});

describe('home hero: a sold-out next event (docs/design.md §12.8)', () => {
  it('with no later party: says sold out, offers no tickets, and the JSON-LD says SoldOut', async () => {
    const jsonLd = prerenderedJsonLd();
    const { backend } = await renderHeroOn((db) => leaveSeats(db, 0));
    await waitFor(() => expect(phoneLine()).toHaveTextContent('Sold out'));
    expect(backend.events.nextUpcoming).toHaveBeenCalled();
    expect(phoneLine()).not.toHaveTextContent(/Tickets from/);

    const stub = await screen.findByRole('complementary', { name: 'Next party' });
    await waitFor(() => expect(stub).toHaveTextContent('Sold out'));
    expect(stub).not.toHaveTextContent(/from ₹/);
    expect(within(stub).queryByRole('link', { name: 'Get tickets' })).not.toBeInTheDocument();
    expect(within(stub).getByRole('link', { name: /Sold out/ })).toHaveAttribute(
      'href',
      '/booking',
    );

    await waitFor(() => expect(jsonLd.textContent).toContain('SoldOut'));
    const ld = JSON.parse(jsonLd.textContent ?? '') as {
      name: string;
      offers: Array<{ availability: string }>;
    };
    expect(ld.name).toBe(featuredEvent.title);
    expect(ld.offers.map((offer) => offer.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
  });

  // Before the cases with seats left: the read's answer outlives each test, and the last case
  // below expects the featured event's.
  it('with no party open: says so, sells nothing, and drops the JSON-LD', async () => {
    const jsonLd = prerenderedJsonLd();
    // The organiser moved or removed every upcoming event: /booking has nothing to sell.
    const { backend } = await renderHeroOn((db) => db.events.clear());
    await waitFor(() =>
      expect(phoneLine()).toHaveTextContent("There's no party open for booking right now."),
    );
    expect(backend.events.nextUpcoming).toHaveBeenCalled();
    expect(phoneLine()).not.toHaveTextContent(featuredEvent.venue);
    expect(phoneLine()).not.toHaveTextContent(/Tickets from|₹/);

    await waitFor(() =>
      expect(card()).toHaveTextContent("There's no party open for booking right now."),
    );
    expect(card()).not.toHaveTextContent(featuredEvent.title);
    expect(card()).not.toHaveTextContent(/from ₹/);
    expect(within(card()).queryByRole('link', { name: /Get tickets|Sold out/ })).toBeNull();
    expect(within(card()).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await waitFor(() => expect(jsonLd.isConnected).toBe(false));
  });

  it('with a later party on sale: shows that one with its price, and both in the JSON-LD', async () => {
    const jsonLd = prerenderedJsonLd();
    await renderHeroOn(async (db) => {
      await leaveSeats(db, 0);
      await db.events.put(NEXT_PARTY);
    });
    await waitFor(() => expect(phoneLine()).toHaveTextContent('Koramangala Social, Bengaluru'));
    expect(phoneLine()).toHaveTextContent(/is sold out/);
    expect(phoneLine()).toHaveTextContent('Tickets from ₹599');
    await waitFor(() => expect(card()).toHaveTextContent('Winter Sangeet Encore'));
    expect(within(card()).getByRole('link', { name: 'Get tickets' })).toBeInTheDocument();

    await waitFor(() => expect(jsonLd.textContent).toContain('Winter Sangeet Encore'));
    const ld = JSON.parse(jsonLd.textContent ?? '') as Array<{
      name: string;
      startDate: string;
      location: { name: string; address: { addressLocality: string } };
      offers: Array<{ availability: string }>;
    }>;
    expect(ld.map((event) => event.name)).toEqual([featuredEvent.title, 'Winter Sangeet Encore']);
    expect(ld[0]?.offers[0]?.availability).toBe('https://schema.org/SoldOut');
    expect(ld[1]?.offers[0]?.availability).toBe('https://schema.org/InStock');
    expect(ld[1]?.startDate).toBe('2027-01-16T19:00:00+05:30');
    expect(ld[1]?.location.name).toBe('Koramangala Social');
    expect(ld[1]?.location.address.addressLocality).toBe('Bengaluru');
  });

  it('with seats left: the stored event, with its price and Get tickets', async () => {
    const jsonLd = prerenderedJsonLd();
    await renderHeroOn((db) => leaveSeats(db, 3));
    await waitFor(() => expect(jsonLd.textContent).toContain('InStock'));
    expect(phoneLine()).toHaveTextContent(`Tickets from ₹${featuredEvent.price}`);
    expect(phoneLine()).not.toHaveTextContent(/sold out/i);
    expect(within(card()).getByRole('link', { name: 'Get tickets' })).toBeInTheDocument();
  });

  it('reads nothing while the demo was never opened in this browser: its seed is the featured event', async () => {
    differs.value = false;
    const jsonLd = prerenderedJsonLd();
    const { backend } = await renderHeroOn((db) => leaveSeats(db, 0));
    await screen.findByRole('complementary', { name: 'Next party' });
    const read = await import('@/features/marketing/next-party/stored-next-event');
    await read.readStoredNextEvent();
    expect(backend.events.nextUpcoming).not.toHaveBeenCalled();
    expect(phoneLine()).toHaveTextContent(`Tickets from ₹${featuredEvent.price}`);
    expect(jsonLd.textContent).toBe('{"@type":"Event","offers":[]}');
  });
});
