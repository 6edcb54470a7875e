import { describe, expect, it } from 'vitest';
import { measurement } from '../takeoff/testing/fixtures';
import { DEFAULT_COUNT_SYMBOL } from '../takeoff/types';
import { primaryArticleId, resolveAppearance, type ArticlesById } from './appearance';
import {
  bucketZoom,
  LABEL_MIN_ZOOM,
  LABEL_OVERVIEW_ZOOM,
  labelModeAt,
  labelsReadableAt,
  zoomBucket,
} from './visibility';

const articles: ArticlesById = new Map([
  ['tiles', { color: 'orange', symbol: 'star' }],
  ['paint', { color: 'green' }],
  ['sockets', { symbol: 'square' }],
  ['plain', {}],
]);

describe('resolveAppearance', () => {
  it('takes the article’s colour over the measurement’s, and the measurement’s without article or colour', () => {
    expect(resolveAppearance(measurement('area', { color: 'blue', articleId: 'tiles' }), articles)).toEqual({
      color: 'orange',
      symbol: 'star',
    });
    expect(resolveAppearance(measurement('area', { color: 'blue' }), articles).color).toBe('blue');
    expect(resolveAppearance(measurement('area', { color: 'red', articleId: 'plain' }), articles).color).toBe('red');
    expect(resolveAppearance(measurement('area', { color: 'red', articleId: 'gone' }), articles).color).toBe('red');
  });

  it('follows the first linked article when the measurement feeds several', () => {
    const wall = measurement('wallArea', {
      color: 'blue',
      links: [
        { articleId: 'paint', formula: 'Q' },
        { articleId: 'tiles', formula: 'L' },
      ],
    });
    expect(primaryArticleId(wall)).toBe('paint');
    expect(resolveAppearance(wall, articles).color).toBe('green');
  });

  it('gives a count its own symbol first, else its article’s, else the default', () => {
    expect(resolveAppearance(measurement('count', { symbol: 'triangle', articleId: 'sockets' }), articles).symbol).toBe(
      'triangle',
    );
    expect(resolveAppearance(measurement('count', { articleId: 'sockets' }), articles).symbol).toBe('square');
    expect(resolveAppearance(measurement('count', { articleId: 'paint' }), articles).symbol).toBe(DEFAULT_COUNT_SYMBOL);
    expect(resolveAppearance(measurement('count'), new Map()).symbol).toBe(DEFAULT_COUNT_SYMBOL);
  });
});

describe('the labels’ zoom threshold', () => {
  it('shows every label and number from 25 %, the labels with a place of their own from about 10 %, none below', () => {
    expect(LABEL_MIN_ZOOM).toBe(0.25);
    expect(labelsReadableAt(0.2499)).toBe(false);
    expect(labelsReadableAt(0.25)).toBe(true);
    expect(labelsReadableAt(0.4)).toBe(true);
    expect(labelModeAt(0.4)).toBe('all');
    expect(labelModeAt(0.25)).toBe('all');
    expect(labelModeAt(0.24)).toBe('free');
    expect(labelModeAt(LABEL_OVERVIEW_ZOOM)).toBe('free');
    expect(labelModeAt(0.1)).toBe('none');
    // Bucket boundaries: one rule per bucket.
    expect(bucketZoom(zoomBucket(LABEL_OVERVIEW_ZOOM))).toBeCloseTo(LABEL_OVERVIEW_ZOOM, 12);
    expect(bucketZoom(zoomBucket(LABEL_MIN_ZOOM))).toBeCloseTo(LABEL_MIN_ZOOM, 12);
  });

  it('keeps a bucket across a small zoom and starts another past a quarter octave, never above the zoom', () => {
    expect(zoomBucket(1)).toBe(0);
    expect(zoomBucket(1.1)).toBe(0);
    expect(zoomBucket(1.2)).toBe(1);
    expect(zoomBucket(0.5)).toBe(-4);
    for (const z of [0.26, 0.5, 0.77, 1, 1.9, 3.3, 8]) {
      expect(bucketZoom(zoomBucket(z))).toBeLessThanOrEqual(z + 1e-12);
      expect(bucketZoom(zoomBucket(z) + 1)).toBeGreaterThan(z);
    }
  });
});
