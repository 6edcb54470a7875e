import { describe, expect, it } from 'vitest';
import { SAMPLE_SHEETS, sampleProject } from '../../domain/library/testing/sample';
import { QuantityEngine } from '../../domain/library/quantities';
import { ALL_SHEETS } from '../../domain/export/model';
import { documentWorkbook } from '../../domain/export/workbook';
import { stateFromRows } from '../../domain/takeoff/commands';
import { libraryRows, measurement, p, sheet } from '../../domain/takeoff/testing/fixtures';
import type { Measurement, SheetRow } from '../../domain/takeoff/types';
import { exportLabels } from '../../i18n/export';
import { quantitiesDocument, sheetLabel } from './quantitiesDocument';

const project = { name: 'Résidence Les Tilleuls', client: 'Habitat 49', reference: 'AO-2026-118' };

function document(hsp = 2.5, filter = {}, edit: (m: Measurement) => Measurement = (m) => m) {
  const sample = sampleProject(hsp);
  const { state } = sample;
  const measurements = sample.measurements.map(edit);
  const engine = new QuantityEngine({
    measurements,
    sheets: SAMPLE_SHEETS,
    variables: sample.variables,
    library: state,
  });
  const sheets = SAMPLE_SHEETS.map((s, i) => (i === 0 ? { ...s, revision: 'B' } : s));
  return quantitiesDocument({
    project,
    date: '2026-11-24',
    engine,
    measurements,
    sheets,
    library: state,
    filter,
  });
}

describe('quantitiesDocument', () => {
  it('heads the document with the project, the day and the plans with their revision', () => {
    const doc = document();
    expect(doc.kind).toBe('dpgf');
    expect(doc.project).toEqual({
      name: 'Résidence Les Tilleuls',
      client: 'Habitat 49',
      reference: 'AO-2026-118',
      date: '2026-11-24',
      revisions: ['RDC, indice B', 'R+1'],
    });
  });

  it('prices the engine’s tree: lots, chapters and articles in number order, quantities rounded', () => {
    const { engine } = sampleProject();
    const doc = document();
    const panel = engine.panel();
    expect(doc.lots.map((l) => l.number)).toEqual(panel.lots.map((l) => l.number));
    const lines = doc.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
    const voile = lines.find((l) => l.designation.startsWith('Voile en béton armé'));
    const panelLine = panel.lots
      .flatMap((l) => l.chapters.flatMap((c) => c.articles))
      .find((a) => a.article.designation.startsWith('Voile en béton armé'));
    expect(voile?.quantity).toBe(panelLine?.quantity);
    expect(voile?.unitPrice).toBe(panelLine?.article.prix_unitaire);
    expect(lines.every((l) => l.number.split('.').length === 3)).toBe(true);
  });

  it('moves with HSP: the wall’s article follows the variable', () => {
    const at = (hsp: number) =>
      document(hsp)
        .lots.flatMap((l) => l.chapters.flatMap((c) => c.lines))
        .find((l) => l.designation.startsWith('Voile en béton armé'))?.quantity;
    const low = at(2.5) ?? NaN;
    const high = at(2.7) ?? NaN;
    // 12,40 m more height of 0,20 m: 2,48 more.
    expect(high - low).toBeCloseTo(12.4 * 0.2, 6);
  });

  it('details every link with its French derivation, and a measurement that feeds nothing with its own quantity', () => {
    const doc = document();
    const wall = doc.details.filter((d) => d.sheet === 'RDC, indice B' && d.type === 'wallArea');
    expect(wall).toHaveLength(3);
    expect(wall.map((d) => d.derivation).join(' | ')).toContain('HSP');
    expect(wall.every((d) => d.article !== null)).toBe(true);
    const lonely = doc.details.find((d) => d.article === null);
    expect(lonely).toMatchObject({ sheet: 'R+1', type: 'length', unit: 'ml' });
    expect(lonely?.quantity).toBeCloseTo(3, 6);
    // The link in error (S × HSQ) gives no line.
    expect(doc.details.filter((d) => d.type === 'area')).toHaveLength(2);
  });

  it('follows the filter: one sheet’s plans, lines and details only', () => {
    const doc = document(2.5, { sheetIds: new Set(['sheet-2']) });
    expect(doc.project.revisions).toEqual(['R+1']);
    expect(doc.details.every((d) => d.sheet === 'R+1')).toBe(true);
    const lines = doc.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
    expect(lines.some((l) => l.designation.startsWith('Voile en béton armé'))).toBe(false);
    expect(lines.some((l) => l.designation.startsWith('Dalle pleine'))).toBe(true);
  });

  it('names a sheet with its revision when it has one', () => {
    expect(sheetLabel({ name: 'A01', revision: 'C' })).toBe('A01, indice C');
    expect(sheetLabel({ name: 'A01' })).toBe('A01');
  });

  it('gives detail lines, each rounded to its unit, that add up exactly to each line’s quantity', () => {
    const doc = document();
    const lines = doc.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const detail = doc.details.filter((d) => d.article?.number === line.number);
      const decimals = line.unit === 'm³' || line.unit === 't' ? 3 : 2;
      for (const d of detail) expect(Math.round(d.quantity * 10 ** decimals) / 10 ** decimals).toBe(d.quantity);
      const sum = detail.reduce((s, d) => s + Math.round(d.quantity * 10 ** decimals), 0);
      expect(sum / 10 ** decimals, line.number).toBe(line.quantity);
    }
  });

  it('names the sheets feeding each line, and the measurement’s label in the detail', () => {
    const doc = document();
    const lines = doc.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
    expect(lines.find((l) => l.designation.startsWith('Voile en béton armé'))?.sheets).toEqual(['RDC']);
    expect(doc.details.find((d) => d.type === 'wallArea')?.label).toBe('Mur séjour');
  });

  it('gives an assisted count’s detail lines its provenance (issue 25), and none to a count made by hand', () => {
    const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 };
    const detected = (id: string, score: number, corrected: boolean) =>
      ({ kind: 'detected', proposalId: id, templateId: 't', box, score, corrected }) as const;
    const doc = document(2.5, {}, (m) =>
      m.id === 'sockets'
        ? { ...m, origins: [detected('a', 0.91, false), { kind: 'manual' }, detected('b', 0.66, true)] }
        : m,
    );
    const sockets = doc.details.filter((d) => d.label === 'Prises');
    expect(sockets.length).toBeGreaterThan(0);
    for (const d of sockets) {
      expect(d.provenance).toEqual({ accepted: 1, corrected: 1, manual: 1, scores: { min: 0.66, max: 0.91 } });
    }
    expect(document().details.some((d) => d.provenance)).toBe(false);
  });

  it('makes a PSE block of the links naming one, out of the base', () => {
    const base = document();
    const withPse = document(2.5, {}, (m) =>
      m.id === 'wall-1' && m.links
        ? { ...m, links: m.links.map((l, i) => (i === 1 ? { ...l, pse: 'PSE 1 – Peinture' } : l)) }
        : m,
    );
    const baseLines = (d: typeof base) => d.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
    const peinture = baseLines(base).find((l) => l.designation.startsWith('Peinture acrylique mate'));
    expect(peinture).toBeDefined();
    const rest = baseLines(withPse).find((l) => l.designation.startsWith('Peinture acrylique mate'));
    expect(withPse.pse?.map((p) => p.name)).toEqual(['PSE 1 – Peinture']);
    const pseLine = withPse.pse?.[0]?.lots[0]?.chapters[0]?.lines[0];
    expect(pseLine?.number).toBe(peinture?.number);
    // The same article, in the base for the other measurements and in the PSE for this one.
    expect((rest?.quantity ?? 0) + (pseLine?.quantity ?? 0)).toBeCloseTo(peinture?.quantity ?? NaN, 9);
    expect(pseLine?.quantity).toBeGreaterThan(0);
    expect(pseLine?.sheets).toEqual(['RDC']);
    expect(withPse.details.find((d) => d.pse)?.article?.number).toBe(peinture?.number);
  });
});

describe('quantitiesDocument’s labels and localisations (issue 24)', () => {
  function localised() {
    const { engine, state, measurements } = sampleProject();
    const placed = measurements.map((m) =>
      m.id === 'wall-1'
        ? { ...m, localisation: { level: 'RDC', zone: 'Séjour' } }
        : m.id === 'sockets'
          ? { ...m, localisation: { zone: 'Cuisine' } }
          : m,
    );
    engine.putMeasurements(placed);
    return quantitiesDocument({
      project,
      date: '2026-11-24',
      engine,
      measurements: placed,
      sheets: SAMPLE_SHEETS,
      library: state,
    });
  }

  it('gives each detail line its measurement’s label and localisation', () => {
    const doc = localised();
    const wall = doc.details.filter((d) => d.type === 'wallArea');
    expect(wall.every((d) => d.label === 'Mur séjour')).toBe(true);
    expect(wall.every((d) => d.localisation?.zone === 'Séjour' && d.localisation.level === 'RDC')).toBe(true);
    const slab = doc.details.find((d) => d.type === 'area');
    expect(slab?.label).toBe('Dalle R+1');
    expect(slab && 'localisation' in slab).toBe(false);
  });

  it('carries the métré par local: localisation → lot → article, each article’s shares adding up to its line', () => {
    const doc = localised();
    expect(doc.byLocalisation?.map((g) => g.localisation ?? null)).toEqual([
      { level: 'RDC', zone: 'Séjour' },
      { zone: 'Cuisine' },
      null,
    ]);
    const shares = new Map<string, number>();
    for (const group of doc.byLocalisation ?? []) {
      for (const lot of group.lots) {
        for (const line of lot.lines) shares.set(line.number, (shares.get(line.number) ?? 0) + line.quantity);
      }
    }
    for (const line of doc.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines))) {
      expect(shares.get(line.number)).toBeCloseTo(line.quantity, 9);
    }
  });
});

describe('the métré par local adds up to the DPGF exactly (issue 24, one rounding rule)', () => {
  /** 1 point = 10 cm. */
  const SCALED = { default: { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } }, regions: [] };
  const sheets: SheetRow[] = [sheet({ id: 'sheet-1', name: 'A01', scale: SCALED })];
  const library = stateFromRows(libraryRows());
  /** A room of 1 m × 1,004 m = 1,004 m², feeding article-1 (m²), in `zone` of R+1. */
  const room = (id: string, zone: string) =>
    measurement('area', {
      id,
      label: `Sol ${id}`,
      points: [p(0, 0), p(10, 0), p(10, 10.04), p(0, 10.04)],
      links: [{ articleId: 'article-1', formula: 'S' }],
      localisation: { level: 'R+1', zone },
    });

  it('gives Ch. 144 2,00 m² and Ch. 145 1,00 m²: 3,00 m² as the DPGF, where rounding each local’s sum gives 3,01', () => {
    const measurements = [room('a', 'Ch. 144'), room('b', 'Ch. 144'), room('c', 'Ch. 145')];
    const engine = new QuantityEngine({ measurements, sheets, variables: [], library });
    const doc = quantitiesDocument({ project, date: '2026-11-24', engine, measurements, sheets, library });
    const line = doc.lots[0]?.chapters[0]?.lines[0];
    expect(line?.quantity).toBe(3);
    // The fixture is one where rounding each local's raw sum once would not add up: 2,008 → 2,01, plus 1,00.
    const [a = NaN, b = NaN, c = NaN] = engine.linksOfArticle('article-1').map((l) => l.value ?? NaN);
    const naive = Math.round((a + b) * 100) / 100 + Math.round(c * 100) / 100;
    expect(naive).toBe(3.01);
    const shares = (doc.byLocalisation ?? []).map((g) => [g.localisation?.zone, g.lots[0]?.lines[0]?.quantity]);
    expect(shares).toEqual([
      ['Ch. 144', 2],
      ['Ch. 145', 1],
    ]);

    // And so does the workbook's « Métré par local » sheet, line for line with the DPGF's quantity.
    const workbook = documentWorkbook(doc, exportLabels(), { ...ALL_SHEETS, byLocalisation: true });
    const local = workbook.sheets.find((s) => s.name === 'Métré par local');
    const quantities = (local?.rows ?? []).flatMap((row) =>
      row[0]?.value === line?.number && typeof row[3]?.value === 'number' ? [row[3].value] : [],
    );
    expect(quantities).toEqual([2, 1]);
    expect(quantities.reduce((a, b) => a + b, 0)).toBe(line?.quantity);
  });
});
