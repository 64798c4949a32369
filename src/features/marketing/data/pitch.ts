import { site } from '@/config/site';

/** The concept section's three cards (docs/product-spec.md §2). */
export const conceptCards = [
  {
    title: 'What is it?',
    body: `A full-on sangeet night with dance, a DJ, mehndi and dress-up, minus the wedding. All of the celebration, none of the commitment.`,
    illustration: '/illustrations/what.svg',
  },
  {
    title: 'Why do it?',
    body: 'Because the sangeet is the best night of any wedding, and you should not have to wait for someone to get married to have one.',
    illustration: '/illustrations/why.svg',
  },
  {
    title: 'Who is it for?',
    body: 'Friend groups, college crews, office gangs and influencers who want a night that looks as good on camera as it feels on the floor.',
    illustration: '/illustrations/who.svg',
  },
] as const;

/** The concept section's four benefits. */
export const conceptBenefits = [
  'Zero wedding pressure',
  'Customizable themes and music',
  'Content-friendly moments',
  'Traditional elements included',
] as const;

/** Why Us: seven benefit cards (docs/product-spec.md §1 pitch points). */
export const whyUsBenefits = [
  {
    title: 'Zero Wedding Pressure',
    body: 'No rishta aunties, no seating charts, no family politics. Just your people and a dance floor.',
  },
  {
    title: 'Customizable Themes & Music',
    body: 'Bollywood retro, Punjabi dhamaka or pastel garden: pick the theme and the playlist.',
  },
  {
    title: 'Content-Friendly',
    body: 'Decor, lighting and moments designed for reels, with photography and videography on hand.',
  },
  {
    title: 'Traditional Elements Included',
    body: 'Mehndi, haldi-yellow marigolds, dhol beats and every ritual that is fun to do.',
  },
  {
    title: 'Curated Playlists',
    body: 'Our DJs build the set around your crew, from the first garba round to the last bhangra.',
  },
  {
    title: 'Expert Coordination',
    body: `We plan, set up and run the night, so you can arrive, dance and leave. ${site.turnaround} from booking to celebration.`,
  },
  {
    title: 'Authentic Experience',
    body: 'Real mehndi artists, real dhol and real sangeet energy, made for people who love the culture.',
  },
] as const;

/** What every party package contains (docs/product-spec.md §1). */
export const packageContents = [
  'Decor',
  'DJ',
  'Mehndi artist',
  'Photography and videography',
  'Props',
  'Refreshments',
] as const;
