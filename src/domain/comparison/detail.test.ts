import { describe, expect, it } from 'vitest';
import { DETAIL_MAX_SCALE, detailNeed, type DetailView } from './detail';

const sheet = { width: 3000, height: 2000 };
const view = (over: Partial<DetailView>): DetailView => ({
  visible: { x: 1000, y: 800, width: 300, height: 200 },
  sheet,
  screenScale: 6,
  pictureScale: 0.9,
  have: null,
  maxPixels: 4_000_000,
  ...over,
});

describe('detailNeed', () => {
  it('asks nothing while the whole sheet’s pictures are as fine as the screen', () => {
    expect(detailNeed(view({ screenScale: 1 }))).toBeNull();
    expect(detailNeed(view({ screenScale: 0.9 * 1.25 }))).toBeNull();
  });

  it('asks for the view and a margin at the screen’s scale when zoomed in', () => {
    const need = detailNeed(view({}));
    expect(need).toEqual({ rect: { x: 955, y: 770, width: 390, height: 260 }, scale: 6 });
  });

  it('clamps the part to the sheet, and asks nothing when the view is off the sheet', () => {
    const need = detailNeed(view({ visible: { x: -100, y: -50, width: 300, height: 200 } }));
    expect(need?.rect).toEqual({ x: 0, y: 0, width: 245, height: 180 });
    expect(detailNeed(view({ visible: { x: 4000, y: 0, width: 300, height: 200 } }))).toBeNull();
  });

  it('keeps to the pixel budget and to a useful scale; no detail when the budget gives nothing finer', () => {
    expect(detailNeed(view({ screenScale: 40, visible: { x: 1000, y: 800, width: 100, height: 60 } }))?.scale).toBe(
      DETAIL_MAX_SCALE,
    );
    // 390 × 260 pt hold 4 Mpx up to 6.28 px/pt.
    expect(detailNeed(view({ screenScale: 40 }))?.scale).toBeCloseTo(6.28, 2);
    const wide = detailNeed(view({ visible: { x: 500, y: 500, width: 1000, height: 700 }, screenScale: 3 }));
    expect(wide).not.toBeNull();
    if (!wide) return;
    expect(wide.rect.width * wide.rect.height * wide.scale ** 2).toBeLessThanOrEqual(4_000_000 * 1.0001);
    expect(detailNeed(view({ visible: { x: 0, y: 0, width: 3000, height: 2000 }, screenScale: 3 }))).toBeNull();
  });

  it('asks nothing again while the detail painted covers the view finely enough', () => {
    const first = detailNeed(view({}));
    expect(detailNeed(view({ have: first }))).toBeNull();
    // A small move stays inside the margin.
    expect(detailNeed(view({ have: first, visible: { x: 1030, y: 810, width: 300, height: 200 } }))).toBeNull();
    // Further, or zoomed in again: a new detail.
    expect(detailNeed(view({ have: first, visible: { x: 1200, y: 800, width: 300, height: 200 } }))).not.toBeNull();
    const zoomedIn = { x: 1050, y: 830, width: 200, height: 133 };
    expect(detailNeed(view({ have: first, screenScale: 9, visible: zoomedIn }))?.scale).toBe(9);
  });
});
