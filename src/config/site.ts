/**
 * Facts about the business, in one place (docs/design.md §2). Components read these;
 * none of them repeats a phone number, handle or claim.
 */
export const site = {
  name: 'Sangeet Vibes',
  tagline: 'No Shaadi. Just Vibes.',
  description:
    'A mock sangeet party with dance, DJ, mehndi and outfits, minus the wedding. Book Basic or Premium tickets for the next Sangeet Vibes night.',
  email: 'hello@sangeetvibes.in',
  phoneDisplay: '+91 98765 43210',
  phoneE164: '+919876543210',
  whatsappUrl:
    'https://wa.me/919876543210?text=Hi%20Sangeet%20Vibes!%20I%20want%20to%20know%20more.',
  social: {
    handle: '@sangeetvibes',
    url: 'https://www.instagram.com/sangeetvibes',
    network: 'Instagram',
  },
  /** Completes 'Mock sangeet parties …' and 'Serving …'. */
  serviceArea: 'all over India',
  responseTime: '2-4 hours',
  turnaround: '2-3 weeks',
  hours: [
    { days: 'Mon-Fri', time: '10:00 AM-8:00 PM' },
    { days: 'Sat', time: '10:00 AM-6:00 PM' },
    { days: 'Sun', time: '12:00 PM-5:00 PM' },
  ],
  dressCode: 'Girls must wear a saree. Boys must wear traditional attire.',
  ageLimit: '18+',
  durationHours: 4,
} as const;

export type Site = typeof site;
