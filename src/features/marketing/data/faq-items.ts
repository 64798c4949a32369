import { site } from '@/config/site';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The twelve FAQ entries (docs/product-spec.md §2, claims from docs/product-spec.md §9). */
export const faqItems: FaqItem[] = [
  {
    question: `What exactly is ${site.name}?`,
    answer: `A mock sangeet: all the dance, DJ, mehndi, outfits and filmi drama of a wedding sangeet, without anyone actually getting married. ${site.tagline}`,
  },
  {
    question: 'Who can come?',
    answer: `Friend groups, college crews, colleagues and creators. Our ticketed nights are ${site.ageLimit} only, and private parties work for groups of 5 to 50+.`,
  },
  {
    question: 'How far in advance should we book a customised package?',
    answer: `Book customised packages ${site.turnaround} ahead. That gives us time to plan the theme, music and decor with you.`,
  },
  {
    question: 'How much deposit do you take?',
    answer:
      'A deposit of 20-30% usually confirms a customised party, with the rest due 1 week before the event.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'UPI, credit and debit cards, and net banking.',
  },
  {
    question: 'Do you provide costumes and outfits?',
    answer: `No, costumes and outfits are not provided, but dressing up is half the fun. The dress code: ${site.dressCode}`,
  },
  {
    question: 'Which cities do you serve?',
    answer: `We serve all of India. Tell us your city and we will bring the vibes.`,
  },
  {
    question: 'How big can the group be?',
    answer: 'Anything from an intimate 5 to a full-blown 50+ crew.',
  },
  {
    question: 'What is included in a party?',
    answer: 'Decor, a DJ, a mehndi artist, photography and videography, props and refreshments.',
  },
  {
    question: 'What is the difference between Basic and Premium tickets?',
    answer:
      'Basic (₹499) gets you into the party with everything the night offers. Premium (₹1212) is the VIP experience, and VIP coupons apply to Premium tickets only.',
  },
  {
    question: 'Can we choose the music and theme?',
    answer:
      'Yes. Themes and playlists are customisable, from Bollywood classics to Punjabi bangers and indie-pop.',
  },
  {
    question: 'Are tickets refundable?',
    answer:
      'Tickets are non-refundable, except where the law requires otherwise. Your ticket carries a QR code that we scan at the door, so keep it handy.',
  },
];
