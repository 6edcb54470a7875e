import { describe, expect, it } from 'vitest';
/**
 * The plan de repérage's layout (src/domain/reperage), tested here with the real French copy and number formatting,
 * which the domain layer does not import.
 */
import { reperageCopy } from '../../i18n/reperage';
import { measurement } from '../../domain/takeoff/testing/fixtures';
import { reperageFileName } from '../../domain/reperage/fileName';
import { labelText, layoutPage, legendRows, planPages, printedScale, titleRows } from '../../domain/reperage/layout';
import { fitPage, PAPER_SIZES } from '../../domain/reperage/paper';
import { measurementStyle } from '../../domain/reperage/style';
import { printable } from '../../domain/reperage/text';
import { OPTIONS, reperageInput, roughMeasure, SHEETS } from '../../domain/reperage/testing';

const copy = reperageCopy();
const labels = copy.words;

/** The item the test expects to be there. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('printable', () => {
  it('maps what WinAnsi lacks to its nearest look-alike and keeps French typography it has', () => {
    expect(printable('1\u202f234,50\u00a0m²')).toBe('1\u00a0234,50\u00a0m²');
    expect(printable('\u22120,79 ≈ 1:98')).toBe('-0,79 ~ 1:98');
    expect(printable('« Établi par » l’économiste – Œuvre · 3 × 2 €')).toBe(
      '« Établi par » l’économiste – Œuvre · 3 × 2 €',
    );
    expect(printable('Łódź 16′-6″')).toBe('Lódz 16\'-6"');
    expect(printable('Plan 🏠\nRDC')).toBe('Plan ? RDC');
  });
});

describe('measurementStyle (same rule as the canvas legend)', () => {
  const count = measurement('count', { color: 'red' });
  it('takes the article’s colour and symbol, else the measurement’s, else the default symbol', () => {
    expect(measurementStyle(count, { color: 'green', symbol: 'star' })).toEqual({ color: 'green', symbol: 'star' });
    expect(measurementStyle(count, undefined)).toEqual({ color: 'red', symbol: 'circle' });
    expect(measurementStyle({ ...count, symbol: 'hexagon' }, { symbol: 'star' })).toEqual({
      color: 'red',
      symbol: 'hexagon',
    });
    expect(measurementStyle(measurement('area', { color: 'teal' }), {})).toEqual({ color: 'teal', symbol: null });
  });
});

describe('fitPage', () => {
  const landscape = { width: 3370, height: 2384 }; // ARCH E1-like

  it('prints a landscape sheet on landscape A3 and A1, reduced to fit beside the band', () => {
    const a3 = fitPage('A3', landscape);
    expect([a3.width, a3.height]).toEqual([PAPER_SIZES.A3.height, PAPER_SIZES.A3.width]);
    expect(a3.plan.scale).toBeLessThan(1);
    expect(a3.plan.x + landscape.width * a3.plan.scale).toBeLessThanOrEqual(a3.band.x);
    const a1 = fitPage('A1', landscape);
    expect([a1.width, a1.height]).toEqual([PAPER_SIZES.A1.height, PAPER_SIZES.A1.width]);
    expect(a1.plan.scale).toBeGreaterThan(a3.plan.scale);
  });

  it('turns the paper for a portrait sheet', () => {
    const fit = fitPage('A3', { width: 842, height: 1191 });
    expect(fit.landscape).toBe(false);
    expect(fit.height).toBe(PAPER_SIZES.A3.height);
  });

  it('keeps the original size at 100 % and widens the page by the band', () => {
    const fit = fitPage('original', landscape);
    expect(fit.plan).toEqual({ x: 0, y: 0, scale: 1 });
    expect(fit.height).toBe(landscape.height);
    expect(fit.width).toBeGreaterThan(landscape.width);
    expect(fit.band.x).toBeGreaterThanOrEqual(landscape.width);
  });
});

describe('printedScale', () => {
  const sheet = at(SHEETS, 0);
  it('says the nominal scale only when it holds on paper', () => {
    expect(printedScale(sheet, 1, copy)).toBe('1:100');
    expect(printedScale(sheet, 1.004, copy)).toBe('1:100');
    expect(flat(printedScale(sheet, 0.7123, copy))).toBe('Échelle d’origine 1:100 – réduit à 71 %');
    expect(flat(printedScale(sheet, 1.4, copy))).toBe('Échelle d’origine 1:100 – agrandi à 140 %');
    expect(printedScale(at(SHEETS, 1), 0.5, copy)).toBe('Non étalonné');
  });
});

describe('planPages', () => {
  it('makes one page per chosen sheet, or one per sheet × lot that has measurements of it', () => {
    const input = reperageInput();
    expect(planPages(input, { split: 'sheet' }).map((p) => p.sheet.id)).toEqual(['sheet-1', 'sheet-2']);
    const byLot = planPages(input, { split: 'lot' });
    expect(byLot.map((p) => [p.sheet.id, p.lot?.code ?? (p.unassigned ? 'non affectées' : null)])).toEqual([
      ['sheet-1', '09'],
      ['sheet-1', '12'],
      ['sheet-1', 'non affectées'],
      ['sheet-2', '12'],
    ]);
    expect(at(byLot, 0).measurements.map((m) => m.id)).toEqual(['m-room']);
    expect(at(byLot, 1).measurements.map((m) => m.id)).toEqual(['m-sockets']);
    // What no article takes is not lost from a per-lot file: its own page, after the sheet's lots.
    expect(at(byLot, 2).measurements.map((m) => m.id)).toEqual(['m-skirting', 'm-wall']);
  });

  it('gives the measurements without an article their own legend and title on that page', () => {
    const unassigned = at(planPages(reperageInput(), { split: 'lot' }), 2);
    expect(legendRows(reperageInput(), unassigned, copy).map((r) => [r.title, r.total && flat(r.total)])).toEqual([
      ['Mur', '30,87 m²'],
      ['Plinthe', '7,06 ml'],
    ]);
    const rows = titleRows(reperageInput(), unassigned, OPTIONS, { plan: { x: 0, y: 0, scale: 1 } }, copy);
    expect(rows).toContainEqual({ label: 'Lot', value: 'Mesures non affectées' });
  });
});

describe('labels, legend and title block', () => {
  const input = reperageInput();
  const sheetPage = at(planPages(input, { split: 'sheet' }), 0);
  const sheet2Page = at(planPages(input, { split: 'sheet' }), 1);

  it('writes a label as its name and its own quantity', () => {
    const room = at(
      input.measurements.filter((m) => m.id === 'm-room'),
      0,
    );
    expect(flat(labelText(room, at(SHEETS, 0), copy))).toBe('Ch. 144 – sol · 15,24 m²');
    // No scale: the label alone (a count needs none).
    expect(labelText({ ...room, sheetId: 'sheet-2' }, at(SHEETS, 1), copy)).toBe('Ch. 144 – sol');
  });

  it('lists each article with its total on the page, then the measurements without an article', () => {
    const rows = legendRows(input, sheetPage, copy);
    expect(rows.map((r) => [r.title, r.total && flat(r.total), r.color, r.swatch])).toEqual([
      ['09.01.01 Carrelage grès cérame', '15,24 m²', 'green', 'surface'],
      ['12.02.01 Prise de courant 16 A', '3 U', 'red', 'square'],
      ['Mur', expect.stringMatching(/ m²$/), 'purple', 'wall'],
      ['Plinthe', '7,06 ml', 'orange', 'line'],
    ]);
    expect(legendRows(input, sheet2Page, copy).map((r) => r.total)).toEqual(['1\u00a0U']);
  });

  it('fills the title block: project, sheet, indice, scale, date, établi par', () => {
    const rows = titleRows(input, sheetPage, OPTIONS, { plan: { x: 0, y: 0, scale: 1 } }, copy);
    expect(rows.map((r) => `${r.label}: ${flat(r.value)}`)).toEqual([
      'Projet: Résidence Les Tilleuls',
      'Plan: A-101 Plan RDC',
      'Indice: B',
      'Échelle: 1:100',
      'Date: 29/11/2026',
      'Établi par: Cabinet Martin',
    ]);
    const lotPage = at(planPages(input, { split: 'lot' }), 3);
    const none = titleRows(input, lotPage, { ...OPTIONS, author: ' ' }, { plan: { x: 0, y: 0, scale: 1 } }, copy);
    expect(none).toContainEqual({ label: 'Lot', value: '12 – Électricité' });
    expect(none).toContainEqual({ label: 'Indice', value: '–' });
    expect(none).toContainEqual({ label: 'Établi par', value: '–' });
  });

  it('lists every scale region’s scale after the default one', () => {
    const detail = {
      id: 'r-1',
      label: 'Détail A',
      shape: { kind: 'rect', rect: { minX: 0, minY: 0, maxX: 10, maxY: 10 } },
      scale: { metresPerUnit: (20 * 0.0254) / 72, source: { kind: 'ratio', denominator: 20 } },
    } as const;
    const sheet = {
      ...sheetPage.sheet,
      scale: { ...sheetPage.sheet.scale, regions: [detail, { ...detail, id: 'r-2', label: ' ' }] },
    };
    const page = { ...sheetPage, sheet };
    const fitted = titleRows(input, page, OPTIONS, { plan: { x: 0, y: 0, scale: 0.71 } }, copy);
    expect(flat(fitted.find((r) => r.label === 'Échelle')?.value ?? '')).toBe(
      'Échelle d’origine 1:100 ; Détail A : 1:20 ; Sans libellé : 1:20 – réduit à 71 %',
    );
    const uncalibrated = { ...sheet, scale: { default: null, regions: [detail] } };
    expect(flat(printedScale(uncalibrated, 1, copy))).toBe('Non étalonné ; Détail A : 1:20');
  });
});

describe('layoutPage', () => {
  const input = reperageInput();
  const env = { measure: roughMeasure, print: (text: string) => printable(text), copy, pageNumber: 1, pageCount: 2 };
  const first = at(planPages(input, { split: 'sheet' }), 0);

  it('places every label on the plan without covering another, the moved one where the person put it', () => {
    const page = layoutPage(input, first, OPTIONS, env);
    expect(page.labels.map(flat)).toEqual([
      'Ch. 144 – sol · 15,24 m²',
      expect.stringMatching(/^Plinthe · 7,06 ml$/),
      expect.stringMatching(/^Mur · /),
      'Prises · 3 U',
    ]);
    const boxes = page.marks.filter((m) => m.kind === 'box');
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = at(boxes, i);
        const b = at(boxes, j);
        if (a.kind !== 'box' || b.kind !== 'box') continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    // The wall's label was moved by hand (60 sheet points down from its anchor): it is there, with a leader line.
    const { plan } = page;
    const wallAnchorY = plan.y + plan.scale * 500;
    const wallText = page.marks.find((m) => m.kind === 'text' && m.text.startsWith('Mur'));
    expect(wallText?.kind === 'text' && wallText.at.y).toBeGreaterThan(wallAnchorY + plan.scale * 50);
    expect(page.marks.some((m) => m.kind === 'line')).toBe(true);
  });

  it('numbers a count’s symbols 1, 2, 3 in its symbol', () => {
    const page = layoutPage(input, first, OPTIONS, env);
    const symbols = page.marks.filter((m) => m.kind === 'symbol');
    expect(symbols).toHaveLength(3);
    expect(symbols.every((s) => s.kind === 'symbol' && s.outline.kind === 'ring' && s.color === 'red')).toBe(true);
    const numbers = page.marks.filter((m) => m.kind === 'text' && m.bold && /^\d+$/.test(m.text));
    expect(numbers.map((n) => n.kind === 'text' && n.text)).toEqual(['1', '2', '3']);
  });

  it('puts on a lot’s page only that lot’s measurements, legend and lot name', () => {
    const elec = at(planPages(input, { split: 'lot' }), 1);
    const page = layoutPage(input, elec, { ...OPTIONS, split: 'lot' }, env);
    expect(page.labels).toEqual(['Prises · 3\u00a0U']);
    expect(page.legend.map((r) => r.title)).toEqual(['12.02.01 Prise de courant 16 A']);
    expect(page.band.some((i) => i.kind === 'text' && i.text.includes('Lot 12'))).toBe(true);
  });

  it('counts the legend rows that do not fit instead of running over the title block', () => {
    const many = reperageInput({
      measurements: Array.from({ length: 80 }, (_, i) =>
        measurement('length', {
          id: `l${i}`,
          label: `Ligne ${i}`,
          color: 'grey',
          points: [
            { x: 10, y: i },
            { x: 20, y: i },
          ],
        }),
      ),
    });
    const page = layoutPage(many, at(planPages(many, { split: 'sheet' }), 0), OPTIONS, env);
    expect(page.legend).toHaveLength(80);
    expect(page.band.some((i) => i.kind === 'text' && /^… et \d+ autre/.test(i.text))).toBe(true);
  });
});

describe('reperageFileName', () => {
  it('names the file in French, safe on every system', () => {
    expect(reperageFileName(labels.fileName, 'Résidence « Les Tilleuls » / B', '2026-11-29')).toBe(
      'Plan de repérage – Résidence « Les Tilleuls » B – 2026-11-29.pdf',
    );
  });
});

describe('reperageInputOf', () => {
  it('keeps the chosen sheets’ measurements, numbers their articles and keeps the engine’s link values', async () => {
    const { reperageInputOf } = await import('../../domain/reperage/input');
    const { libraryRows } = await import('../../domain/takeoff/testing/fixtures');
    const rows = libraryRows();
    const article = at(rows.libraryItems, 0);
    const input = reperageInputOf({
      projectName: 'P',
      sheets: [at(SHEETS, 0)],
      measurements: reperageInput().measurements,
      library: {
        libraryLots: new Map(rows.libraryLots.map((r) => [r.id, r])),
        libraryChapters: new Map(rows.libraryChapters.map((r) => [r.id, r])),
        libraryItems: new Map(rows.libraryItems.map((r) => [r.id, r])),
      },
      linkValues: (id) => (id === 'm-room' ? [{ articleId: article.id, value: 15.24 }] : []),
    });
    expect(input.measurements.map((m) => m.sheetId)).not.toContain('sheet-2');
    expect(input.links.get('m-room')).toEqual([{ articleId: article.id, value: 15.24 }]);
    expect(input.articles.get(article.id)).toMatchObject({ number: `02.01.${article.code}`, lotId: 'lot-1' });
    expect(input.lots.get('lot-1')).toEqual({ id: 'lot-1', code: '02', title: 'Gros œuvre' });
  });
});
