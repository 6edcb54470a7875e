/**
 * Test and story support only (never imported by the app): the starter library installed, a project with walls,
 * floors, slabs and counts linked to its articles through formulas using HSP and EP, and the engine over them.
 */
import { applyChanges, emptyState } from '../../takeoff/commands';
import { measurement, p } from '../../takeoff/testing/fixtures';
import type { Measurement, SheetRow } from '../../takeoff/types';
import { installLibrary } from '../commands';
import { QuantityEngine } from '../quantities';
import { STARTER_LIBRARY } from '../starter/data';
import type { ArticleRow, VariableRow } from '../types';

const T = '2026-03-01T09:00:00.000Z';

export function sampleLibrary() {
  let n = 0;
  const ctx = { now: T, newId: () => `lib-${++n}` };
  const state = applyChanges(emptyState(), installLibrary({ name: 'Démarrage' }, STARTER_LIBRARY, ctx).changes);
  const byDesignation = (start: string): ArticleRow => {
    const found = [...state.libraryItems.values()].find((a) => a.designation.startsWith(start));
    if (!found) throw new Error(`No article ${start}`);
    return found;
  };
  return { state, byDesignation };
}

export const SAMPLE_SHEETS: SheetRow[] = ['RDC', 'R+1'].map((name, i) => ({
  id: `sheet-${i + 1}`,
  projectId: 'project-1',
  fileId: 'file-1',
  pageIndex: i,
  name,
  width: 3024,
  height: 2160,
  // 1 point = 1 cm: coordinates read as centimetres.
  scale: { default: { metresPerUnit: 0.01, source: { kind: 'ratio', denominator: 28 } }, regions: [] },
  createdAt: T,
  updatedAt: T,
}));

/** The sample sheets as a sheet filter lists them: their id and name. */
export const SAMPLE_SHEET_CHOICES = SAMPLE_SHEETS.map((sheet) => ({ id: sheet.id, label: sheet.name }));

export const sampleVariable = (name: string, value: number, unit: string): VariableRow => ({
  id: `var-${name}`,
  projectId: 'project-1',
  name,
  value,
  unit,
  createdAt: T,
  updatedAt: T,
});

export function sampleProject(hsp = 2.5) {
  const { state, byDesignation } = sampleLibrary();
  const at = { createdAt: T, updatedAt: T };
  const voile = byDesignation('Voile en béton armé');
  const peinture = byDesignation('Peinture acrylique mate');
  const plinthe = byDesignation('Plinthe en bois');
  const dalle = byDesignation('Dalle pleine');
  const carrelage = byDesignation('Carrelage grès cérame 45');
  const prise = byDesignation('Prise de courant');
  const measurements: Measurement[] = [
    measurement('wallArea', {
      ...at,
      id: 'wall-1',
      label: 'Mur séjour',
      points: [p(0, 0), p(1240, 0)],
      height: 2.5,
      openings: [{ width: 0.9, height: 2.1, count: 2, label: 'porte' }],
      links: [
        { articleId: voile.id, formula: 'L × HSP − 2 × 0,90 × 2,10' },
        { articleId: peinture.id, formula: '2 × (L × HSP − 2 × 0,90 × 2,10)' },
        { articleId: plinthe.id, formula: 'L' },
      ],
    }),
    measurement('area', {
      ...at,
      id: 'slab-1',
      sheetId: 'sheet-2',
      label: 'Dalle R+1',
      points: [p(0, 0), p(1000, 0), p(1000, 800), p(0, 800)],
      holes: [],
      links: [
        { articleId: dalle.id, formula: 'S × EP' },
        { articleId: carrelage.id, formula: 'S' },
        // A formula in error: HSQ is nobody's name.
        { articleId: peinture.id, formula: 'S × HSQ' },
      ],
    }),
    measurement('count', {
      ...at,
      id: 'sockets',
      label: 'Prises',
      points: [p(5, 5), p(50, 5), p(90, 5)],
      links: [{ articleId: prise.id, formula: 'Q' }],
    }),
    measurement('length', {
      ...at,
      id: 'lonely',
      sheetId: 'sheet-2',
      label: 'Non relié',
      points: [p(0, 0), p(300, 0)],
      closed: false,
    }),
  ];
  const variables = [sampleVariable('HSP', hsp, 'm'), sampleVariable('EP', 20, 'cm')];
  const engine = new QuantityEngine({ measurements, sheets: SAMPLE_SHEETS, variables, library: state });
  return { engine, state, measurements, variables };
}
