import { describe, expect, it } from 'vitest';
import type { ImportItem } from '../workspace/import/types';
import {
  duplicateMessage,
  formatBytes,
  importAnnouncement,
  importFailureMessage,
  importOutcome,
  importItemFailure,
  importStepLabel,
  pairingNoticeMessage,
  pairingProblemMessage,
  sizeMismatchMessage,
} from './importMessages';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('formatBytes', () => {
  it.each([
    [0, `0${nbsp}octet`],
    [1, `1${nbsp}octet`],
    [54, `54${nbsp}octets`],
    [999, `999${nbsp}octets`],
    [1000, `1${nbsp}Ko`],
    [2437, `2,4${nbsp}Ko`],
    [99_949, `99,9${nbsp}Ko`],
    [99_950, `100${nbsp}Ko`],
    [999_499, `999${nbsp}Ko`],
    [999_960, `1${nbsp}Mo`],
    [1_176_246, `1,2${nbsp}Mo`],
    [12_400_000, `12,4${nbsp}Mo`],
    [200_000_000, `200${nbsp}Mo`],
    [1_500_000_000, `1,5${nbsp}Go`],
    [2_345_000_000_000, `2${nnbsp}345${nbsp}Go`],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

const base = { id: 'x', name: 'plan.pdf', size: 10, progress: 0.5 };

describe('a file’s step and outcome', () => {
  it('says which page of how many is being analysed', () => {
    expect(importStepLabel({ ...base, step: 'analysing', page: 2, pageCount: 14 })).toBe(
      'Analyse de la page 2 sur 14…',
    );
    expect(importStepLabel({ ...base, step: 'done', result: { fileId: 'f', sheetIds: [] } })).toBeNull();
  });

  it('says a drawing’s steps in a drawing’s words, not a PDF’s', () => {
    const dxf = { ...base, name: 'plan.dxf', drawing: 'dxf' as const };
    const dwg = { ...base, name: 'plan.dwg', drawing: 'dwg' as const };
    expect(importStepLabel({ ...dxf, step: 'opening' })).toBe('Lecture du dessin DXF…');
    expect(importStepLabel({ ...dwg, step: 'opening' })).toBe('Conversion du DWG sur votre serveur Metr…');
    expect(importStepLabel({ ...dxf, step: 'analysing', page: 1, pageCount: 1 })).toBe('Mise en page du dessin…');
    expect(importStepLabel({ ...dwg, step: 'saving' })).toBe('Enregistrement…');
    expect(importStepLabel({ ...base, step: 'opening' })).toBe('Ouverture du PDF…');
    // Left out at the unit question: not « déjà dans le projet », which is the duplicate's.
    expect(importOutcome({ ...dxf, step: 'skipped', because: 'noUnit' })).toBe(
      'Non importé, son unité n’a pas été choisie',
    );
    expect(importOutcome({ ...dxf, step: 'skipped' })).toBe('Ignoré, déjà dans le projet');
    // Waiting for the unit question: said on the file's line, not a size followed by nothing.
    expect(importStepLabel({ ...dxf, step: 'unit', unit: { format: 'dxf', insUnits: null } })).toBe(
      'En attente de l’unité du dessin',
    );
  });

  it('refuses a drawing whose sheet is too heavy in a drawing’s words, with what to ask for', () => {
    const failed = { name: 'maquette.dxf', reason: 'tooComplex' as const };
    const asDrawing = importItemFailure({ ...failed, drawing: 'dxf' });
    expect(asDrawing.message).toBe(
      '«\u00a0maquette.dxf\u00a0» est trop chargé pour un navigateur\u00a0: sa feuille compterait plus de 1\u202f000\u202f000\u00a0opérations de dessin (traits, textes, blocs développés). Il n’a pas été importé.',
    );
    expect(asDrawing.hint).toMatch(
      /^Dans votre logiciel de DAO, gelez les calques inutiles au métré .* exportez une partie du dessin/,
    );
    // The CAD worker's own refusal, with the same limit, is said in the same words.
    const byWorker = importItemFailure({ name: 'maquette.dxf', reason: 'cad:tooManyOperators', drawing: 'dxf' });
    expect(byWorker).toEqual(asDrawing);
    expect(importItemFailure(failed).hint).toMatch(/PDF aplati/);
  });

  it('counts the plans imported, singular for one', () => {
    const done = (n: number, revisionOf?: string): ImportItem => ({
      ...base,
      step: 'done',
      result: {
        fileId: 'f',
        sheetIds: Array.from({ length: n }, (_, i) => `s${i}`),
        ...(revisionOf ? { revisionOf } : {}),
      },
    });
    expect(importOutcome(done(1))).toBe('1 plan importé');
    expect(importOutcome(done(2))).toBe('2 plans importés');
    expect(importOutcome(done(2, 'f0'))).toBe('2 plans importés comme nouvel indice');
    expect(importAnnouncement(done(2))).toBe(`«${nbsp}plan.pdf${nbsp}»${nbsp}: 2 plans importés.`);
  });

  it('says in a CAD file’s summary, and to screen readers, the layouts that could not be read', () => {
    const cad = (sheets: number, unreadLayouts?: number): ImportItem => ({
      ...base,
      name: 'R+1.dwg',
      step: 'done',
      result: {
        fileId: 'f',
        sheetIds: Array.from({ length: sheets }, (_, i) => `s${i}`),
        ...(unreadLayouts ? { unreadLayouts } : {}),
      },
    });
    expect(importOutcome(cad(2, 1))).toBe(`2 plans importés, 1${nbsp}présentation illisible non importée`);
    expect(importOutcome(cad(1, 3))).toBe(`1 plan importé, 3${nbsp}présentations illisibles non importées`);
    expect(importOutcome(cad(4))).toBe('4 plans importés');
    expect(importAnnouncement(cad(2, 2))).toBe(
      `«${nbsp}R+1.dwg${nbsp}»${nbsp}: 2 plans importés, 2${nbsp}présentations illisibles non importées.`,
    );
  });

  it('says in a CAD file’s summary how many other files it draws by reference without holding them', () => {
    const cad = (missingXrefs: number, unreadLayouts?: number): ImportItem => ({
      ...base,
      name: 'R+1.dwg',
      step: 'done',
      result: { fileId: 'f', sheetIds: ['s0', 's1'], missingXrefs, ...(unreadLayouts ? { unreadLayouts } : {}) },
    });
    expect(importOutcome(cad(1))).toBe(`2 plans importés, 1${nbsp}référence externe absente`);
    expect(importOutcome(cad(2, 1))).toBe(
      `2 plans importés, 1${nbsp}présentation illisible non importée, 2${nbsp}références externes absentes`,
    );
    expect(importAnnouncement(cad(2))).toBe(
      `«${nbsp}R+1.dwg${nbsp}»${nbsp}: 2 plans importés, 2${nbsp}références externes absentes.`,
    );
  });

  it('counts the external references drawn from files imported with it apart from those still missing', () => {
    const cad = (drawnXrefs: number, missingXrefs?: number): ImportItem => ({
      ...base,
      name: 'CARTOUCHE.dxf',
      step: 'done',
      result: { fileId: 'f', sheetIds: ['s0'], drawnXrefs, ...(missingXrefs ? { missingXrefs } : {}) },
    });
    expect(importOutcome(cad(1))).toBe(`1 plan importé, 1${nbsp}référence externe dessinée`);
    expect(importOutcome(cad(2, 1))).toBe(
      `1 plan importé, 2${nbsp}références externes dessinées, 1${nbsp}référence externe absente`,
    );
  });

  it('names the file and the reason of a failure, word for word', () => {
    expect(importFailureMessage('notPdf', 'devis.xlsx')).toBe(
      `«${nbsp}devis.xlsx${nbsp}» n’est pas un plan PDF, DXF ou DWG.`,
    );
    expect(importFailureMessage('password', 'plan.pdf')).toBe(
      `«${nbsp}plan.pdf${nbsp}» est protégé par un mot de passe.`,
    );
    expect(importFailureMessage('empty', 'plan.pdf')).toBe(`«${nbsp}plan.pdf${nbsp}» est vide.`);
    expect(importFailureMessage('corrupt', 'plan.pdf')).toBe(`«${nbsp}plan.pdf${nbsp}» est endommagé ou incomplet.`);
    expect(importFailureMessage('tooLarge', 'plan.pdf')).toBe(`«${nbsp}plan.pdf${nbsp}» dépasse 200${nbsp}Mo.`);
    expect(importFailureMessage('quota', 'plan.pdf')).toBe(
      `L’espace de stockage du navigateur est plein${nbsp}: «${nbsp}plan.pdf${nbsp}» n’a pas été importé.`,
    );
    expect(importAnnouncement({ ...base, step: 'failed', reason: 'empty' })).toBe(`«${nbsp}plan.pdf${nbsp}» est vide.`);
  });
});

describe('the duplicate question', () => {
  const question = { fileId: 'f', fileName: 'plan.pdf', importedAt: '2026-03-03T09:15:00.000Z' };

  it('names the file and when it was imported, in local time', () => {
    const text = duplicateMessage('plan.pdf', question);
    const local = new Date(question.importedAt);
    const hh = String(local.getHours()).padStart(2, '0');
    const mm = String(local.getMinutes()).padStart(2, '0');
    expect(text).toBe(`«${nbsp}plan.pdf${nbsp}» est déjà dans ce projet (importé le 3 mars 2026 à ${hh}:${mm}).`);
  });

  it('names both files when the same bytes come under another name', () => {
    expect(duplicateMessage('plan (1).pdf', question)).toMatch(
      /^«\u00a0plan \(1\)\.pdf\u00a0» est identique à «\u00a0plan\.pdf\u00a0», déjà dans ce projet \(importé le 3 mars 2026 à/,
    );
  });
});

describe('a new indice', () => {
  const done = (sheetIds: string[], pairs: number): ImportItem => ({
    id: '1',
    name: 'B.pdf',
    size: 10,
    progress: 1,
    step: 'done',
    result: {
      fileId: 'f',
      sheetIds,
      pairs: sheetIds.slice(0, pairs).map((sheetId, pageIndex) => ({
        pageIndex,
        sheetId,
        previousSheetId: 'p',
        indice: 'B',
        isSizeMismatch: false,
      })),
    },
  });

  it('says how many pages followed a sheet, and how many became sheets of their own', () => {
    expect(importOutcome(done(['a', 'b'], 2))).toBe('2 plans importés comme nouvel indice');
    expect(importOutcome(done(['a', 'b', 'c'], 1))).toBe('1 plan importé comme nouvel indice, 2 nouveaux plans');
    expect(importOutcome(done(['a'], 0))).toBe('1 plan importé');
  });

  it('waits for the pairing', () => {
    const item: ImportItem = {
      id: '1',
      name: 'B.pdf',
      size: 10,
      progress: 0.92,
      step: 'pairing',
      pairing: { pages: [], proposed: [], sheets: [], notice: null },
      file: new Blob(),
    };
    expect(importStepLabel(item)).toBe('En attente de l’association des pages');
  });

  it('names the file, the page, the sizes in millimetres and the sheet', () => {
    expect(pairingNoticeMessage('nonePaired', 'B.pdf')).toContain(`«${nbsp}B.pdf${nbsp}»`);
    expect(
      sizeMismatchMessage(
        { pageIndex: 1, name: 'A-101', width: 3370, height: 2384 },
        { id: 's', name: 'A-101 – PLAN RDC', indice: 'A', width: 2384, height: 1684 },
      ),
    ).toBe(
      `La page${nbsp}2 (1${nnbsp}189${nbsp}×${nbsp}841${nbsp}mm) n’a pas le format du plan «${nbsp}A-101 – PLAN RDC${nbsp}» (841${nbsp}×${nbsp}594${nbsp}mm)${nbsp}: si l’alignement automatique échoue, vous pourrez aligner les deux indices à la main.`,
    );
    expect(pairingProblemMessage('sheetTwice', 'A-101')).toBe(
      `Le plan «${nbsp}A-101${nbsp}» est associé à deux pages${nbsp}: une seule peut en être le nouvel indice.`,
    );
  });
});
