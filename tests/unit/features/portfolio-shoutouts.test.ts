import { describe, expect, it } from 'vitest';
import { portfolioClips, type PortfolioClip } from '@/config/portfolio';
import { portfolioIntro, shoutouts, shoutoutsFrom } from '@/features/marketing/data/shoutouts';

const HOUSE = {
  name: 'Sangeet Vibes',
  handle: '@sangeetvibes',
  url: 'https://www.instagram.com/sangeetvibes',
  logo: '/brand/logo-mark.svg',
};

const clip = (id: string, creator: PortfolioClip['creator'] = null): PortfolioClip => ({
  id,
  videoBase: `/media/${id}`,
  poster: `/media/${id}-poster.webp`,
  title: id === 'dj' ? 'DJ night' : 'Mehndi corner',
  creator,
});

const CREATOR = {
  handle: '@real.creator',
  url: 'https://www.instagram.com/real.creator',
  profilePicture: '/media/real-creator.webp',
};

describe('the portfolio claims only what its clips are', () => {
  it('the shipped clips are the house’s highlights: our handle, and no creator named', () => {
    expect(portfolioClips.every((c) => c.creator === null)).toBe(true);
    expect(shoutouts).toHaveLength(2);
    for (const item of shoutouts) {
      expect(item).toMatchObject({
        kind: 'highlight',
        handle: '@sangeetvibes',
        url: 'https://www.instagram.com/sangeetvibes',
      });
      expect(item.videoLabel).toMatch(/highlight video$/);
    }
    expect(portfolioIntro(shoutouts)).not.toMatch(/partied with us/);
    expect(portfolioIntro(shoutouts)).toMatch(/highlight reels/);
    // A promise of clips to come reads as a placeholder (docs/design.md §12.6).
    expect(portfolioIntro(shoutouts)).not.toMatch(/join|soon|coming/i);
  });

  it('a creator’s clip is their shout-out: their handle, profile and picture', () => {
    const [item] = shoutoutsFrom([clip('dj', CREATOR)], HOUSE);
    expect(item).toMatchObject({
      kind: 'creator',
      handle: '@real.creator',
      url: 'https://www.instagram.com/real.creator',
      profilePicture: '/media/real-creator.webp',
      videoLabel: 'Shoutout video by @real.creator',
      soundLabel: '@real.creator video',
      note: null,
    });
  });

  it('the intro follows the mix: all creators, none, or some', () => {
    const all = shoutoutsFrom([clip('dj', CREATOR), clip('mehndi', CREATOR)], HOUSE);
    const none = shoutoutsFrom([clip('dj'), clip('mehndi')], HOUSE);
    const some = shoutoutsFrom([clip('dj', CREATOR), clip('mehndi')], HOUSE);
    expect(portfolioIntro(all)).toBe('Creators who partied with us, in their own words and moves.');
    expect(portfolioIntro(none)).not.toMatch(/Creators who partied/);
    expect(portfolioIntro(some)).toMatch(/^Creators who partied with us.*highlight reels/);
  });

  it('two highlights under one handle still have sound buttons of their own', () => {
    const labels = shoutouts.map((item) => item.soundLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
