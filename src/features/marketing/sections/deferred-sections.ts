import { deferredSection } from '@/components/ui/deferred-section';

type Level = { level?: 1 | 2 };

/** Sections below the hero: their code loads when the visitor scrolls near them. */
export const Concept = deferredSection<Level>('concept', () =>
  import('./concept-section').then((m) => ({ default: m.ConceptSection })),
);
export const Packages = deferredSection<Level>('packages', () =>
  import('./packages-section').then((m) => ({ default: m.PackagesSection })),
);
export const Portfolio = deferredSection<Level>('portfolio', () =>
  import('./portfolio-section').then((m) => ({ default: m.PortfolioSection })),
);
export const WhyUs = deferredSection<Level>('why-us', () =>
  import('./why-us-section').then((m) => ({ default: m.WhyUsSection })),
);
export const Faq = deferredSection<Level>('faq', () =>
  import('./faq-section').then((m) => ({ default: m.FaqSection })),
);
export const Contact = deferredSection<Level>('contact', () =>
  import('./contact-section').then((m) => ({ default: m.ContactSection })),
);

/**
 * The phone hero's next-party facts: prerendered, so on the first screen before any script; their
 * code (the featured event and the formatters) waits, which keeps them out of the 90 KB budget.
 */
export const HeroNextPartyFacts = deferredSection<object>('hero-next-party', () =>
  import('./hero-next-party').then((m) => ({ default: m.HeroNextParty })),
);

/** Desktop-only (hidden on phones), so phones never need its code before an interaction. */
export const NextParty = deferredSection<object>('next-party', () =>
  import('./next-party-card').then((m) => ({ default: m.NextPartyCard })),
);
