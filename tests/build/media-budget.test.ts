// docs/design.md §10.1: the site's videos are encoded for 4G, at most 1 Mbit/s on average (sound
// included), and the first-visit intro, which plays while a phone is still loading the page, stays
// small. Durations come from the containers themselves (scripts/lib/media-files.mjs); where ffprobe
// is installed they are checked against it too. Re-encode with `bash scripts/make-media.sh videos`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  VIDEO_MAX_BITS_PER_SECOND,
  mp4Duration,
  videoFiles,
  webmDuration,
} from '../../scripts/lib/media-files.mjs';

const MEDIA_DIR = 'public/media';
const videos = videoFiles(MEDIA_DIR);
/** Of the 450 KB a first phone visit may fetch before the intro ends, the clip's share. */
const INTRO_MAX_BYTES = 200 * 1024;

function ffprobeDuration(path: string): number | null {
  try {
    const out = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return Number(out.trim());
  } catch {
    return null;
  }
}

describe('videos in public/media', () => {
  it('are the ones the site plays, each as WebM and MP4', () => {
    expect(videos.map((video) => video.name)).toEqual([
      'hero-loop.mp4',
      'hero-loop.webm',
      'intro.mp4',
      'intro.webm',
      'shoutout-1.mp4',
      'shoutout-1.webm',
      'shoutout-2.mp4',
      'shoutout-2.webm',
    ]);
  });

  it.each(videos)('$name averages at most 1 Mbit/s', (video) => {
    expect(video.seconds).toBeGreaterThan(1);
    expect(video.bitsPerSecond).toBeLessThanOrEqual(VIDEO_MAX_BITS_PER_SECOND);
  });

  it.each(videos.filter((video) => video.name.startsWith('intro.')))(
    'the first-visit $name is at most 200 KB',
    (video) => {
      expect(video.bytes).toBeLessThanOrEqual(INTRO_MAX_BYTES);
    },
  );

  it.each(videos)('$name: the duration read from its container matches ffprobe', (video) => {
    const probed = ffprobeDuration(`${MEDIA_DIR}/${video.name}`);
    // Without ffprobe (not needed to build or test) the container's own figure stands.
    if (probed === null) return;
    expect(video.seconds).toBeCloseTo(probed, 2);
  });
});

describe('reading durations', () => {
  it('rejects files that are not the container they claim to be', () => {
    const svg = readFileSync(`${MEDIA_DIR}/poster.svg`);
    expect(() => mp4Duration(svg)).toThrow();
    expect(() => webmDuration(svg)).toThrow();
  });

  it('finds every video the make-media script writes', () => {
    const script = readFileSync('scripts/make-media.sh', 'utf8');
    const encoded = [...script.matchAll(/^\s*encode \S+ (\S+) /gm)].map((match) => match[1]);
    expect(encoded.length).toBeGreaterThan(0);
    for (const name of encoded) {
      expect(existsSync(`${MEDIA_DIR}/${name}.webm`), name).toBe(true);
      expect(existsSync(`${MEDIA_DIR}/${name}.mp4`), name).toBe(true);
    }
  });
});

/** A lossy WebP's size in bytes and its frame's width and height. */
function webpFrame(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  // VP8 (lossy) frame header: 14-bit width and height after the start code 9d 01 2a.
  const start = bytes.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  expect(start).toBeGreaterThan(0);
  return {
    bytes: bytes.length,
    width: bytes.readUInt16LE(start + 3) & 0x3fff,
    height: bytes.readUInt16LE(start + 5) & 0x3fff,
  };
}

/** An AVIF still's size in bytes and its width and height (from its 'ispe' property). */
function avifFrame(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  // ImageSpatialExtentsProperty: 'ispe', version and flags, then 32-bit width and height.
  const ispe = bytes.indexOf('ispe', 0, 'latin1');
  expect(ispe).toBeGreaterThan(0);
  return {
    bytes: bytes.length,
    width: bytes.readUInt32BE(ispe + 8),
    height: bytes.readUInt32BE(ispe + 12),
  };
}

describe('stills that make the first paint', () => {
  it('the laptops’ hero still is a 1600×900 WebP of at most 60 KB, so the hero paints with its page', () => {
    const still = webpFrame(`${MEDIA_DIR}/hero-wide.webp`);
    expect(still.bytes).toBeLessThanOrEqual(60 * 1024);
    expect([still.width, still.height]).toEqual([1600, 900]);
  });

  it('the booking poster has an 800×300 copy for phones of at most 45 KB (it is /booking’s largest paint)', () => {
    const small = webpFrame(`${MEDIA_DIR}/poster-800.webp`);
    const full = webpFrame(`${MEDIA_DIR}/poster.webp`);
    expect(small.bytes).toBeLessThanOrEqual(45 * 1024);
    expect([small.width, small.height]).toEqual([800, 300]);
    expect([full.width, full.height]).toEqual([1600, 600]);
  });

  // Browsers that read AVIF (the pages offer it first) fetch these instead: the first paint
  // on a phone waits on the hero's still (/) or the poster (/booking), so each stays small.
  it.each([
    ['poster-800', 15, [800, 300]],
    ['poster', 35, [1600, 600]],
    ['hero-poster', 12, [540, 960]],
    ['hero-wide', 16, [1600, 900]],
  ] as const)('%s.avif is at most %i KB, with its WebP’s dimensions', (name, kilobytes, size) => {
    const still = avifFrame(`${MEDIA_DIR}/${name}.avif`);
    expect(still.bytes).toBeLessThanOrEqual(kilobytes * 1024);
    expect([still.width, still.height]).toEqual(size);
    const webp = webpFrame(`${MEDIA_DIR}/${name}.webp`);
    expect([webp.width, webp.height]).toEqual(size);
  });
});

// Chrome fetches the manifest's icons while a page loads (to decide it can be installed), on
// the same connection as the page's first paint: palette PNGs (scripts/make-media.sh), small.
describe('icons', () => {
  it.each([
    ['icons/icon-192.png', 8],
    ['icons/icon-512.png', 36],
    ['icons/maskable-512.png', 32],
    ['apple-touch-icon.png', 8],
  ] as const)('public/%s is at most %i KB', (path, kilobytes) => {
    const bytes = readFileSync(`public/${path}`);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.length).toBeLessThanOrEqual(kilobytes * 1024);
  });
});
