/**
 * The portfolio's clips (docs/product-spec.md §3: two looping videos, each with a social handle and
 * profile picture linking to that profile). The one file an organiser edits to show real
 * shout-outs.
 *
 * The clips shipped here are the house's own animated highlight reels (scripts/make-media.sh),
 * not recordings of anyone, so they carry no creator: the site shows them as Sangeet Vibes
 * highlights under the house's own handle, and its copy says so. To show a creator's real
 * shout-out after a party:
 *  1. put the clip in public/media as <name>.webm and <name>.mp4 (vertical 9:16, at most
 *     1 Mbit/s — tests/build/media-budget.test.ts checks; make-media.sh's `encode` shows the
 *     settings) and a poster frame as <name>-poster.webp;
 *  2. give its entry `videoBase: '/media/<name>'`, `poster`, and `creator` with their handle,
 *     profile URL and avatar (an image in public/media, with their permission).
 * The section's intro and captions follow: creators' clips are "shoutouts by" their handle,
 * the house's are highlights.
 */
export interface PortfolioClip {
  id: string;
  /** Path without extension: <videoBase>.webm and <videoBase>.mp4 both exist. */
  videoBase: string;
  poster: string;
  /** What the clip shows, for its name on screen and to screen readers. */
  title: string;
  creator: { handle: string; url: string; profilePicture: string } | null;
}

export const portfolioClips: PortfolioClip[] = [
  {
    id: 'dj-night',
    videoBase: '/media/shoutout-1',
    poster: '/media/shoutout-1-poster.webp',
    title: 'DJ night',
    creator: null,
  },
  {
    id: 'mehndi-corner',
    videoBase: '/media/shoutout-2',
    poster: '/media/shoutout-2-poster.webp',
    title: 'Mehndi corner',
    creator: null,
  },
];
