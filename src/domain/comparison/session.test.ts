import { describe, expect, it } from 'vitest';
import { applyToPoint, invert, multiply, type Matrix } from '../pdf/geometry.ts';
import { addPick, IDENTITY, NO_PICKS, nextPick, pairsOf, undoPick } from './session.ts';

describe('invert', () => {
  it('undoes a similarity and refuses a flat matrix', () => {
    const angle = 0.01;
    const m: Matrix = [
      0.98 * Math.cos(angle),
      0.98 * Math.sin(angle),
      -0.98 * Math.sin(angle),
      0.98 * Math.cos(angle),
      12.5,
      -3.25,
    ];
    const back = invert(m);
    expect(back).not.toBeNull();
    const id = multiply(back as Matrix, m);
    id.forEach((v, i) => expect(v).toBeCloseTo(IDENTITY[i] ?? NaN, 12));
    expect(invert([1, 2, 2, 4, 0, 0])).toBeNull();
  });
});

describe('the manual alignment picks', () => {
  it('asks for the previous indice, then the new one, pair by pair, and ends after four', () => {
    expect(nextPick(NO_PICKS)).toEqual({ on: 'old', pair: 1 });
    let picks = addPick(NO_PICKS, { x: 10, y: 10 }, IDENTITY);
    expect(picks && nextPick(picks)).toEqual({ on: 'new', pair: 1 });
    picks = picks && addPick(picks, { x: 11, y: 12 }, IDENTITY);
    expect(picks && nextPick(picks)).toEqual({ on: 'old', pair: 2 });
    picks = picks && addPick(picks, { x: 500, y: 300 }, IDENTITY);
    picks = picks && addPick(picks, { x: 501, y: 302 }, IDENTITY);
    expect(picks && nextPick(picks)).toBeNull();
    expect(picks && addPick(picks, { x: 1, y: 1 }, IDENTITY)).toBeNull();
    expect(picks && pairsOf(picks)).toEqual([
      [
        { x: 10, y: 10 },
        { x: 11, y: 12 },
      ],
      [
        { x: 500, y: 300 },
        { x: 501, y: 302 },
      ],
    ]);
  });

  it('takes a point clicked on the shifted previous indice back to its own sheet', () => {
    const shift: Matrix = [1, 0, 0, 1, 4, -2];
    const picks = addPick(NO_PICKS, { x: 104, y: 48 }, shift);
    expect(picks?.points[0]).toEqual({ x: 100, y: 50 });
    // The new indice's points are kept as clicked.
    const second = picks && addPick(picks, { x: 104, y: 48 }, shift);
    expect(second?.points[1]).toEqual({ x: 104, y: 48 });
    const [x, y] = applyToPoint(shift, 100, 50);
    expect({ x, y }).toEqual({ x: 104, y: 48 });
  });

  it('refuses a pick through a flat matrix and takes the last pick back', () => {
    expect(addPick(NO_PICKS, { x: 1, y: 1 }, [0, 0, 0, 0, 0, 0])).toBeNull();
    const one = addPick(NO_PICKS, { x: 1, y: 1 }, IDENTITY);
    expect(one && undoPick(one)).toEqual(NO_PICKS);
    expect(pairsOf(NO_PICKS)).toBeNull();
  });
});
