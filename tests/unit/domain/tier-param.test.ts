import { describe, expect, it } from 'vitest';
import type { TicketTier } from '@/domain/prices';
import { TIER_PARAM, tierFromSearch, tierSearch, tierSlug } from '@/domain/tier-param';

describe('tierFromSearch (/booking?tier=…)', () => {
  it.each<[string, TicketTier | null]>([
    ['?tier=premium', '1212'],
    ['?tier=basic', '499'],
    ['?tier=Premium', '1212'],
    ['?tier=BASIC', '499'],
    ['?tier=%20premium%20', '1212'],
    ['?utm_source=whatsapp&tier=premium', '1212'],
    ['', null],
    ['?tier=', null],
    ['?tier', null],
    ['?tier=gold', null],
    ['?tier=vip', null],
    ['?tier=1212', null],
    ['?tier=499', null],
    ['?tier=premiumx', null],
    ['?tier=prem', null],
    ['?tier=__proto__', null],
    ['?tier=constructor', null],
    ['?tier=%3Cscript%3E', null],
    // Twice, even the same: not one clear choice.
    ['?tier=premium&tier=basic', null],
    ['?tier=premium&tier=premium', null],
    ['?Tier=premium', null],
  ])('%j → %j', (search, expected) => {
    expect(tierFromSearch(new URLSearchParams(search))).toBe(expected);
  });
});

describe('booking links', () => {
  it.each<[TicketTier, string]>([
    ['499', '/booking?tier=basic'],
    ['1212', '/booking?tier=premium'],
  ])('tier %s links to %s, which reads back as that tier', (tier, href) => {
    expect(`/booking${tierSearch(tier)}`).toBe(href);
    expect(tierSlug(tier)).toBe(new URL(href, 'https://x').searchParams.get(TIER_PARAM));
    expect(tierFromSearch(new URL(href, 'https://x').searchParams)).toBe(tier);
  });
});
