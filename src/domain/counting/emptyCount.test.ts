/** An assisted count that counts nothing yet (every proposal under review or rejected) is nowhere on the sheet. */
import { describe, expect, it } from 'vitest';
import { localiseFromSurfaces } from '../takeoff/localisation';
import { measurement, p } from '../takeoff/testing/fixtures';

describe('a count with no point', () => {
  it('is not localised by the surface that holds the sheet’s corner', () => {
    const room = measurement('area', {
      id: 'room',
      label: 'Ch. 144',
      points: [p(-10, -10), p(100, -10), p(100, 100), p(-10, 100)],
      holes: [],
    });
    const empty = measurement('count', {
      id: 'wc',
      points: [],
      origins: [],
      detection: { templates: [], proposals: [], rejected: [], thresholds: { show: 0.5, autoAccept: 0.8 } },
    });
    expect(localiseFromSurfaces([empty], [room, empty])).toEqual({ localised: [], notFound: ['wc'] });
  });
});
