import { portfolioClips, type PortfolioClip } from '@/config/portfolio';
import { site } from '@/config/site';

/**
 * One portfolio video as the section shows it (docs/product-spec.md §3 Shoutout item: video, social
 * handle and URL, profile picture), from a clip in src/config/portfolio.ts: a creator's shout-out
 * under their handle, or a house highlight under the house's.
 */
export interface Shoutout {
  id: string;
  videoBase: string;
  poster: string;
  handle: string;
  url: string;
  profilePicture: string;
  /** Whose clip it is: a creator's shout-out, or the house's own highlight. */
  kind: 'creator' | 'highlight';
  /** The video's accessible name, and what its sound button is for. */
  videoLabel: string;
  soundLabel: string;
  /** A line under the handle saying what the clip is (highlights only). */
  note: string | null;
}

export interface HouseProfile {
  name: string;
  handle: string;
  url: string;
  logo: string;
}

export function shoutoutsFrom(clips: PortfolioClip[], house: HouseProfile): Shoutout[] {
  return clips.map(({ id, videoBase, poster, title, creator }) =>
    creator
      ? {
          id,
          videoBase,
          poster,
          ...creator,
          kind: 'creator',
          videoLabel: `Shoutout video by ${creator.handle}`,
          soundLabel: `${creator.handle} video`,
          note: null,
        }
      : {
          id,
          videoBase,
          poster,
          handle: house.handle,
          url: house.url,
          profilePicture: house.logo,
          kind: 'highlight',
          videoLabel: `${title}: ${house.name} highlight video`,
          soundLabel: `${title} video`,
          note: `${title} · ${house.name} highlight`,
        },
  );
}

/** The section's intro, claiming only what its clips are. */
export function portfolioIntro(items: Shoutout[]): string {
  const creators = items.filter((item) => item.kind === 'creator').length;
  if (creators === items.length)
    return 'Creators who partied with us, in their own words and moves.';
  if (creators === 0) {
    return 'A taste of the night in our own highlight reels: the DJ lights and the mehndi corner.';
  }
  return 'Creators who partied with us, in their own words and moves, and highlight reels of the night.';
}

/** The portfolio's videos, from the organiser's clips (src/config/portfolio.ts). */
export const shoutouts = shoutoutsFrom(portfolioClips, {
  name: site.name,
  handle: site.social.handle,
  url: site.social.url,
  logo: '/brand/logo-mark.svg',
});
