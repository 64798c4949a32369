import { describe, expect, it } from 'vitest';
import {
  ENLARGED_MAX_SIDE,
  SCAN_BOX_SHARE,
  enlarge,
  enlargement,
} from '@/features/admin/scanner/camera/enlarge';

// docs/design.md §5.6: where the first look finds no code, the door reads the picture again
// drawn twice as large: a camera frame's scan box, or a whole file where that stays small enough.

describe('what the second look enlarges', () => {
  it('is the scan box of a camera frame, centred, at twice its size', () => {
    expect(enlargement(640, 480, 'scan-box')).toEqual({
      region: { x: 128, y: 48, width: 384, height: 384 },
      scale: 2,
    });
    expect(SCAN_BOX_SHARE * 480).toBe(384);
  });

  it('is a whole small picture (a file: the code may be anywhere in it)', () => {
    expect(enlargement(600, 400, 'whole')).toEqual({
      region: { x: 0, y: 0, width: 600, height: 400 },
      scale: 2,
    });
  });

  it('is the scan box of a picture too large to enlarge whole', () => {
    // A phone screenshot: 1,920 px × 2 is past the bound, its 864 px box is not.
    expect(enlargement(1080, 1920, 'whole')).toEqual({
      region: { x: 108, y: 528, width: 864, height: 864 },
      scale: 2,
    });
  });

  it('is less than twice where twice would pass the bound, and nothing below 1.5×', () => {
    const hd = enlargement(1920, 1440, 'scan-box');
    expect(hd?.region.width).toBe(1152);
    expect(hd?.scale).toBeCloseTo(ENLARGED_MAX_SIDE / 1152);
    // A 12-megapixel photo has pixels enough per module; a second look would gain nothing.
    expect(enlargement(4000, 3000, 'whole')).toBeNull();
    expect(enlargement(0, 0, 'scan-box')).toBeNull();
  });

  it('is nothing for pixels or a file, which no canvas draws directly (Node has no canvas)', () => {
    expect(enlarge(new Blob(['not a picture']), 'whole')).toBeNull();
    expect(enlarge({ width: 640, height: 480 }, 'scan-box')).toBeNull();
  });
});
