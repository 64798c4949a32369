/** Influencer Shoutouts in the portfolio (spec §3 Shoutout item). */
export interface Shoutout {
  id: string;
  videoBase: string;
  poster: string;
  handle: string;
  url: string;
  profilePicture: string;
}

export const shoutouts: Shoutout[] = [
  {
    id: 'mehndi-madhuri',
    videoBase: '/media/shoutout-1',
    poster: '/media/shoutout-1-poster.webp',
    handle: '@mehndi.madhuri',
    url: 'https://www.instagram.com/mehndi.madhuri',
    profilePicture: '/media/avatar-1.svg',
  },
  {
    id: 'dhol-with-dev',
    videoBase: '/media/shoutout-2',
    poster: '/media/shoutout-2-poster.webp',
    handle: '@dhol.with.dev',
    url: 'https://www.instagram.com/dhol.with.dev',
    profilePicture: '/media/avatar-2.svg',
  },
];
