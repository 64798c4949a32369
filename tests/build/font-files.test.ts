// The headings' font (scripts/make-font.sh): a small basic file that every page preloads, and
// the whole latin subset for headings with other letters. The split only works if the basic
// face's unicode-range in the CSS is the set the script cut it to, and if the page preloads
// the file the CSS will ask for.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FONTS = 'src/assets/fonts';
const css = readFileSync('src/styles/index.css', 'utf8');
const script = readFileSync('scripts/make-font.sh', 'utf8');
const html = readFileSync('index.html', 'utf8');

/** The unicode-range of the @font-face whose src is `file`, as a comma-separated list. */
function unicodeRangeOf(file: string) {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].find((m) => m[1]?.includes(file));
  const range = face?.[1]?.match(/unicode-range:([^;]*);/)?.[1] ?? '';
  return range.replace(/\s+/g, '');
}

describe('the headings’ font files', () => {
  it('declares the basic face with exactly the characters make-font.sh keeps', () => {
    const basic = script.match(/^BASIC='([^']*)'/m)?.[1];
    expect(basic).toBeTruthy();
    expect(unicodeRangeOf('rozha-one-latin-400-basic.woff2')).toBe(basic);
  });

  it('declares the whole latin file first, so the basic face (declared last) is tried first', () => {
    const whole = css.indexOf('rozha-one-latin-400-normal.woff2');
    const basic = css.indexOf('rozha-one-latin-400-basic.woff2');
    expect(whole).toBeGreaterThan(0);
    expect(basic).toBeGreaterThan(whole);
    expect(unicodeRangeOf('rozha-one-latin-400-normal.woff2')).toContain('U+0000-00FF');
  });

  it('preloads the basic file, and only it', () => {
    const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map((m) => m[0]);
    const fonts = preloads.filter((tag) => tag.includes('as="font"'));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toContain('href="/src/assets/fonts/rozha-one-latin-400-basic.woff2"');
  });

  it('keeps the basic file at most 7 KB and the whole one at most 11 KB (woff2)', () => {
    expect(statSync(`${FONTS}/rozha-one-latin-400-basic.woff2`).size).toBeLessThanOrEqual(7 * 1024);
    expect(statSync(`${FONTS}/rozha-one-latin-400-normal.woff2`).size).toBeLessThanOrEqual(
      11 * 1024,
    );
  });
});
