import { describe, expect, it } from 'vitest';
import { lotDocuments } from './perLot';
import { sampleDocument } from './sample';

describe('one document per lot', () => {
  it('keeps each lot with its detail and its part of the PSE', () => {
    const doc = sampleDocument({ lots: 3 });
    const [first, second] = doc.lots;
    const withPse = { ...doc, pse: [{ name: 'PSE 1', lots: second ? [second] : [] }] };
    const parts = lotDocuments(withPse);
    expect(parts.map((p) => p.lot)).toEqual(doc.lots.map((l) => l.number));
    expect(parts[0]?.document.lots).toEqual([first]);
    expect(parts[0]?.document.pse).toEqual([]);
    expect(parts[1]?.document.pse?.map((p) => p.name)).toEqual(['PSE 1']);
    // The sample links its details to the first lot's first line; the others feed nothing.
    expect(parts[0]?.document.details.every((m) => m.article?.number.startsWith(`${first?.number}.`))).toBe(true);
    expect(parts[0]?.document.details.length).toBeGreaterThan(0);
    expect(parts[1]?.document.details).toEqual([]);
    expect(parts[0]?.document.project).toBe(doc.project);
  });

  it('gives a lot priced only in a PSE its own file', () => {
    const doc = sampleDocument({ lots: 3 });
    const [first, , third] = doc.lots;
    if (!first || !third) throw new Error('sample lots');
    const parts = lotDocuments({ ...doc, lots: [first], pse: [{ name: 'PSE 1', lots: [third] }] });
    expect(parts.map((p) => p.lot)).toEqual([first.number, third.number]);
    expect(parts[1]?.document.lots).toEqual([]);
    expect(parts[1]?.document.pse?.[0]?.lots).toEqual([third]);
  });
});

describe('one document per lot: the métré par local', () => {
  it('keeps each lot’s part of every local, and drops the locals left empty', () => {
    const doc = sampleDocument({ lots: 3 });
    const [first, second] = doc.lots;
    if (!first || !second) throw new Error('sample lots');
    const byLocalisation = [
      {
        localisation: { level: 'R+1', zone: 'Ch. 144' },
        lots: [{ number: first.number, title: first.title, lines: [] }],
      },
      {
        localisation: { level: 'R+1', zone: 'Ch. 145' },
        lots: [
          {
            number: second.number,
            title: second.title,
            lines: [{ number: `${second.number}.01.01`, designation: 'Chape', unit: 'm²' as const, quantity: 4 }],
          },
        ],
      },
    ];
    const parts = lotDocuments({ ...doc, byLocalisation });
    expect(parts[0]?.document.byLocalisation).toEqual([]);
    expect(parts[1]?.document.byLocalisation?.map((g) => g.localisation?.zone)).toEqual(['Ch. 145']);
    expect(parts[1]?.document.byLocalisation?.[0]?.lots.map((l) => l.number)).toEqual([second.number]);
    // A document written before localisation keeps none.
    expect(lotDocuments(doc)[0]?.document.byLocalisation).toBeUndefined();
  });
});
