import { describe, expect, it } from 'vitest';
import { SAMPLE_SHEETS, sampleLibrary, sampleVariable } from '../../domain/library/testing/sample';
import { measurement, p } from '../../domain/takeoff/testing/fixtures';
import { checkBulkLink } from './bulkLinkCheck';

const { state, byDesignation } = sampleLibrary();
const carrelage = byDesignation('Carrelage grès cérame 45');
const plinthe = byDesignation('Plinthe en bois');
const input = { sheets: SAMPLE_SHEETS, variables: [sampleVariable('HSP', 2.5, 'm')], library: state };
// 1 point = 1 cm: two rooms of 4 m × 3 m and 5 m × 4 m, one partition 6 m long.
const rooms = [
  measurement('area', { id: 'r1', points: [p(0, 0), p(400, 0), p(400, 300), p(0, 300)], holes: [] }),
  measurement('area', { id: 'r2', points: [p(0, 0), p(500, 0), p(500, 400), p(0, 400)], holes: [] }),
];
const partition = measurement('length', { id: 'l1', points: [p(0, 0), p(600, 0)], closed: false });

describe('checkBulkLink', () => {
  it('applies to every measurement and gives the total in the article’s unit', () => {
    const check = checkBulkLink(rooms, { articleId: carrelage.id, formula: 'Q' }, input);
    expect(check.applicable).toEqual(['r1', 'r2']);
    expect(check.notApplicable).toEqual([]);
    expect(check.errors).toEqual([]);
    expect(check.total).toBe('32,00\u00a0m²');
  });

  it('gives the formula’s error at the field when it applies to none, as for one measurement', () => {
    const check = checkBulkLink(rooms, { articleId: carrelage.id, formula: 'S × HSQ' }, input);
    expect(check.applicable).toEqual([]);
    expect(check.errors[0]?.code).toBe('unknownName');
    expect(check.notApplicable).toEqual([]);
    const unit = checkBulkLink(rooms, { articleId: plinthe.id, formula: 'Q' }, input);
    expect(unit.unitError).toMatch(/l’article est en ml/);
  });

  it('names the kinds it cannot apply to in a mixed selection, and keeps the others', () => {
    const check = checkBulkLink([...rooms, partition], { articleId: carrelage.id, formula: 'Q' }, input);
    expect(check.applicable).toEqual(['r1', 'r2']);
    expect(check.notApplicable).toEqual([
      { kind: 'length', count: 1, reason: expect.stringMatching(/l’article est en m²/) },
    ]);
    expect(check.errors).toEqual([]);
    // A partition has no surface: S is not one of its quantities.
    const floors = checkBulkLink([partition, ...rooms], { articleId: carrelage.id, formula: 'S' }, input);
    expect(floors.applicable).toEqual(['r1', 'r2']);
    expect(floors.notApplicable).toEqual([{ kind: 'length', count: 1, reason: expect.stringMatching(/S/) }]);
    // The same unit error for both rooms is said once, with their number.
    const skirting = checkBulkLink([...rooms, partition], { articleId: plinthe.id, formula: 'Q' }, input);
    expect(skirting.applicable).toEqual(['l1']);
    expect(skirting.notApplicable.map((n) => [n.kind, n.count])).toEqual([['area', 2]]);
  });
});
