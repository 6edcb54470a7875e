import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateFromRows } from '../takeoff/commands';
import { libraryRows } from '../takeoff/testing/fixtures';
import { billedQuantity, eurosToCents, lineAmount, roundScaled, vatAmount } from './money';
import { compareNumbers, nextCode, normalizeNumber, parseNumber, sequentialCodes } from './numbering';
import { articlePlace, libraryOutline, outlineArticles } from './outline';
import { compatibleUnits, normalizeText, searchArticles } from './search';
import { variableNameProblem } from './variables';

describe('numbering', () => {
  it('reads numbers as typed, pads codes, orders naturally', () => {
    expect(parseNumber(' 2.3.1 ')).toEqual(['2', '3', '1']);
    expect(parseNumber('02,03,01')).toEqual(['02', '03', '01']);
    expect(parseNumber('02.03.01.04')).toBeNull();
    expect(normalizeNumber('2.3.1')).toBe('02.03.01');
    expect(normalizeNumber('10A')).toBe('10A');
    expect(['10', '02B', '02.03', '02', '02A', '02.03.01', '09'].sort(compareNumbers)).toEqual([
      '02',
      '02.03',
      '02.03.01',
      '02A',
      '02B',
      '09',
      '10',
    ]);
    expect(nextCode([])).toBe('01');
    expect(nextCode(['01', '03'])).toBe('04');
    expect(nextCode(['99'])).toBe('100');
    expect(sequentialCodes(3)).toEqual(['01', '02', '03']);
    expect(sequentialCodes(120)[119]).toBe('120');
  });
});

describe('money', () => {
  it('rounds half away from zero on the decimals typed, not on binary noise', () => {
    expect(roundScaled(2.675, 2)).toBe(268);
    expect(roundScaled(-2.675, 2)).toBe(-268);
    expect(roundScaled(1.005, 2)).toBe(101);
    expect(roundScaled(27.220000000000002, 2)).toBe(2722);
    expect(billedQuantity(1.23456, 'm³')).toBe(1.235);
    expect(billedQuantity(1.23456, 'm²')).toBe(1.23);
  });

  it('prices a line: quantity rounded to its unit, × unit price, rounded to the cent; VAT per rate', () => {
    expect(lineAmount(12.345, 'm²', 1050)).toBe(Math.round(12.35 * 1050));
    expect(lineAmount(0.1 + 0.2, 'ml', 10)).toBe(3);
    expect(vatAmount(12_345, 550)).toBe(679);
    expect(vatAmount(12_345, 2000)).toBe(2469);
    expect(eurosToCents(12.5)).toBe(1250);
    expect(eurosToCents(12.345)).toBeNull();
  });

  it('agrees with exact decimal arithmetic on any line (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (q, p) => {
        // q hundredths of m², p cents: the exact product in 1/10000 €, rounded half up to the cent.
        const exact = q * p;
        expect(lineAmount(q / 100, 'm²', p)).toBe(Math.floor(exact / 100) + (exact % 100 >= 50 ? 1 : 0));
      }),
    );
  });
});

describe('outline and search', () => {
  const state = stateFromRows(libraryRows());
  const outline = libraryOutline(state, 'library-1');
  const entries = outlineArticles(outline);

  it('numbers articles lot → chapitre → article', () => {
    expect(entries.map((e) => `${e.number} ${e.article.designation}`)).toEqual([
      '02.01.01 Voile béton armé ép. 20 cm',
      '02.01.02 Dalle pleine béton armé',
    ]);
    expect(outline[0]?.chapters.map((c) => c.number)).toEqual(['02.01', '02.02']);
    const article = state.libraryItems.get('article-2');
    expect(article && articlePlace(state, article)?.number).toBe('02.01.02');
  });

  it('finds by words without accents or case, by number, by tag, by unit, active only', () => {
    expect(normalizeText('Œuvre  Béton’s')).toBe("oeuvre beton's");
    const find = (q: Parameters<typeof searchArticles>[1]) => searchArticles(entries, q).map((e) => e.number);
    expect(find({ text: 'BETON voile' })).toEqual(['02.01.01']);
    expect(find({ text: '2.1.2' })).toEqual(['02.01.02']);
    expect(find({ text: '02.01' })).toEqual(['02.01.01', '02.01.02']);
    expect(find({ text: 'dalle' })).toEqual(['02.01.02']);
    expect(find({ units: ['m³'] })).toEqual(['02.01.02']);
    expect(find({ lotCodes: ['2'] })).toHaveLength(2);
    expect(find({ lotCodes: ['03'] })).toEqual([]);
    const inactive = libraryOutline(
      stateFromRows({
        ...libraryRows(),
        libraryItems: libraryRows().libraryItems.map((a) => ({ ...a, actif: a.id === 'article-1' })),
      }),
      null,
    );
    expect(searchArticles(outlineArticles(inactive), { activeOnly: true }).map((e) => e.number)).toEqual(['02.01.01']);
  });

  it('proposes the articles of a unit a measurement can feed first, the others after (issue 24)', () => {
    expect(compatibleUnits('volume')).toEqual(['m³']);
    expect(compatibleUnits('area')).toEqual(['m²']);
    expect(compatibleUnits('length')).toEqual(['ml']);
    expect(compatibleUnits('count')).toEqual(['U', 'ens', 'forfait']);
    // 02.01.01 is in m², 02.01.02 in m³: a volume finds the slab first, a wall the voile first.
    const find = (kind: Parameters<typeof compatibleUnits>[0]) =>
      searchArticles(entries, { text: 'béton', preferUnits: compatibleUnits(kind) }).map((e) => e.number);
    expect(find('volume')).toEqual(['02.01.02', '02.01.01']);
    expect(find('wallArea')).toEqual(['02.01.01', '02.01.02']);
  });
});

describe('variable names', () => {
  it.each([
    ['HSP', null],
    ['EP_dalle', null],
    ['é2', null],
    ['2A', 'invalidName'],
    ['H-SP', 'invalidName'],
    ['', 'invalidName'],
    ['L', 'reservedName'],
    ['s', 'reservedName'],
    ['m', 'reservedName'],
    ['cm', 'reservedName'],
    ['pi', 'reservedName'],
    ['x', 'reservedName'],
  ])('%s → %s', (name, problem) => {
    expect(variableNameProblem(name)).toBe(problem);
  });
});
