/** fast-check generators of take-off states and of valid commands on them; used by the property tests only. */
import fc from 'fast-check';
import {
  COMMAND_TYPES,
  applyChanges,
  addScaleRegion,
  copyMeasurements,
  createMeasurement,
  createProject,
  deleteMeasurements,
  deleteProject,
  deleteSheet,
  duplicateMeasurements,
  importFile,
  insertVertex,
  moveMeasurements,
  moveVertex,
  pasteMeasurements,
  takePlanElements,
  localiseMeasurements,
  setLabelOffset,
  removeScaleRegion,
  removeVertex,
  renameSheet,
  setRegionScale,
  setSheetScale,
  stateFromRows,
  updateMeasurement,
  updateProject,
  updateScaleRegion,
  type Command,
  type CommandContext,
  type CommandType,
  type MeasurementDraft,
} from '../commands';
import { at } from '../arrays';
import { CommandError } from '../errors';
import { METRES_PER_POINT } from '../scale';
import { PALETTE_KEYS, type Measurement, type Point, type Scale, type SheetRow, type TakeoffState } from '../types';
import { libraryRows, measurement, planFile, project, sheet } from './fixtures';
import {
  createArticle,
  createChapter,
  createLibrary,
  createLot,
  createVariable,
  deleteArticles,
  deleteChapter,
  deleteLibrary,
  deleteLot,
  deleteVariable,
  installLibrary,
  linkMeasurements,
  moveArticle,
  reorder,
  unlinkMeasurements,
  updateArticles,
  updateChapter,
  updateLibrary,
  updateLot,
  updateVariable,
} from '../../library/commands';
import { importArticles } from '../../library/importPlan';
import { restoreVersion, snapshotOf } from '../versions';
import {
  acceptProposals,
  correctProposal,
  detectCount,
  rejectProposals,
  restoreProposals,
} from '../../counting/commands';
import type { CountMeasurement, CountProposalRecord } from '../types';
import { acceptCarried, carryOver, importIndice, reviewChanges } from '../../comparison/commands';
import { countCadBlock, measureCadLayer } from '../../cad/commands';
import { CHANGE_STATUSES, type ChangeRegionDraft, type SheetAlignment } from '../../comparison/types';

const coordinate = fc.integer({ min: 0, max: 3000 });
const point: fc.Arbitrary<Point> = fc.record({ x: coordinate, y: coordinate });

export const scaleArb: fc.Arbitrary<Scale> = fc
  .constantFrom(20, 50, 100)
  .map((denominator) => ({ metresPerUnit: denominator * METRES_PER_POINT, source: { kind: 'ratio', denominator } }));

const kindArb = fc.constantFrom('count', 'length', 'area', 'wallArea', 'volume' as const);

function measurementArb(index: number, sheetId: string): fc.Arbitrary<Measurement> {
  return fc
    .record({
      kind: kindArb,
      points: fc.array(point, { minLength: 3, maxLength: 6 }),
      label: fc.string({ maxLength: 8 }),
      color: fc.constantFrom(...PALETTE_KEYS),
      assisted: fc.boolean(),
      // Some measurements feed an article, so that unlinking (issue 26) has something to undo.
      linked: fc.boolean(),
    })
    .map(({ kind, points, label, color, assisted, linked }) => {
      const base = {
        id: `m${index}`,
        sheetId,
        label,
        color,
        points,
        ...(linked ? { links: [{ articleId: 'article-1', formula: 'Q' }] } : {}),
      };
      if (kind === 'count' && assisted) return assistedCount(measurement('count', base));
      return kind === 'area' || kind === 'volume'
        ? measurement(kind, { ...base, holes: [points.slice(0, 3)] })
        : measurement(kind, base);
    });
}

/**
 * An assisted count (issue 25): its first point detected and accepted, the others added by hand, one proposal still
 * proposed and one rejected, away from the points.
 */
function assistedCount(m: CountMeasurement): CountMeasurement {
  const proposal = (id: string, centre: Point, score: number): CountProposalRecord => ({
    id: `${m.id}-${id}`,
    templateId: `${m.id}-t`,
    center: centre,
    box: { minX: centre.x - 5, minY: centre.y - 5, maxX: centre.x + 5, maxY: centre.y + 5 },
    rotation: 0,
    mirrored: false,
    score,
  });
  const first = at(m.points, 0);
  const accepted = proposal('p0', first, 0.9);
  const proposals = [accepted, proposal('p1', { x: 4000, y: 4000 }, 0.7), proposal('p2', { x: 4100, y: 4000 }, 0.6)];
  return {
    ...m,
    origins: m.points.map((_, i) =>
      i === 0
        ? {
            kind: 'detected',
            proposalId: accepted.id,
            templateId: accepted.templateId,
            box: accepted.box,
            score: accepted.score,
            corrected: false,
          }
        : { kind: 'manual' },
    ),
    detection: {
      templates: [{ id: `${m.id}-t`, sheetId: m.sheetId, box: accepted.box }],
      proposals,
      rejected: [`${m.id}-p2`],
      thresholds: { show: 0.5, autoAccept: 0.8 },
    },
  };
}

/** The new indices of sheet-1 (sheet-3, not carried over yet) and of sheet-2 (sheet-4, carried over in stateArb). */
const INDICE_SHEETS: readonly SheetRow[] = [
  sheet({ id: 'sheet-3', fileId: 'file-2', pageIndex: 0, name: 'RDC', previousSheetId: 'sheet-1', indice: 'B' }),
  sheet({ id: 'sheet-4', fileId: 'file-2', pageIndex: 1, name: 'R+1', previousSheetId: 'sheet-2', indice: 'B' }),
];
/** A re-plot shifted by a fraction of a point, turned a little. */
const SEED_ALIGNMENT: SheetAlignment = {
  matrix: [Math.cos(0.01), Math.sin(0.01), -Math.sin(0.01), Math.cos(0.01), 0.5, -0.25],
  method: 'auto',
  confidence: 0.9,
  residual: 0.1,
};
/** One large change (most measurements touched) and one small one. */
const SEED_REGIONS: readonly ChangeRegionDraft[] = [
  { box: { x: 0, y: 0, width: 1500, height: 1500 }, kind: 'modified', added: 40, removed: 30 },
  { box: { x: 2800, y: 2800, width: 20, height: 20 }, kind: 'added', added: 12, removed: 0 },
];

/** A project with two sheets (one uncalibrated, one at a random scale with a region) and a few measurements. */
export const stateArb: fc.Arbitrary<TakeoffState> = fc
  .tuple(scaleArb, scaleArb, fc.integer({ min: 1, max: 6 }))
  .chain(([s1, s2, count]) =>
    fc
      .tuple(...Array.from({ length: count }, (_, i) => measurementArb(i, i % 2 === 0 ? 'sheet-1' : 'sheet-2')))
      .map((measurements) => {
        const sheets: SheetRow[] = [
          sheet({ id: 'sheet-1' }),
          sheet({
            id: 'sheet-2',
            pageIndex: 1,
            name: 'R+1',
            scale: {
              default: s1,
              regions: [
                {
                  id: 'region-1',
                  label: 'Détail',
                  shape: { kind: 'rect', rect: { minX: 0, minY: 0, maxX: 500, maxY: 500 } },
                  scale: s2,
                },
              ],
            },
          }),
        ];
        const state = stateFromRows({
          projects: [project()],
          files: [
            planFile(),
            planFile({ id: 'file-2', name: 'plans indice B.pdf', hash: 'def', revisionOf: 'file-1' }),
          ],
          sheets: [...sheets, ...INDICE_SHEETS],
          measurements,
          ...libraryRows(),
        });
        // Plan comparison (issue 27): sheet-4 carried over from sheet-2 by the real command, so that its changes can
        // be reviewed and its carried measurements accepted; sheet-3 waits for its carry-over.
        return applyChanges(
          state,
          carryOver(state, 'sheet-4', SEED_ALIGNMENT, SEED_REGIONS, testContext('seed')).changes,
        );
      }),
  );

/** A context whose ids and times are deterministic. */
export function testContext(prefix = 'new'): CommandContext & { readonly issued: () => number } {
  let n = 0;
  return { now: '2026-02-01T10:00:00.000Z', newId: () => `${prefix}-${++n}`, issued: () => n };
}

/** Draws from a list of naturals: each call uses the next one. */
function picker(numbers: readonly number[]) {
  let i = 0;
  const next = () => at(numbers, i++ % numbers.length);
  return {
    next,
    pick: <T>(list: readonly T[]): T => {
      // After a deletion there may be nothing left to act on: the same refusal the UI gets.
      if (list.length === 0) throw new CommandError('emptySelection', 'Nothing to pick');
      return at(list, next() % list.length);
    },
    some: <T>(list: readonly T[]): T[] => list.filter(() => next() % 2 === 0),
  };
}

/**
 * A command of the given type on the state, parameters drawn from `numbers`. Throws a CommandError when the drawn
 * parameters are refused (too few vertices left, a scale mismatch…): the caller skips those.
 */
export function buildCommand(
  state: TakeoffState,
  type: CommandType,
  numbers: readonly number[],
  ctx: CommandContext = testContext(),
): Command {
  const r = picker(numbers);
  const measurements = [...state.measurements.values()];
  const sheets = [...state.sheets.values()];
  const anyMeasurement = () => r.pick(measurements);
  const someIds = () => {
    const ids = r.some(measurements).map((m) => m.id);
    return ids.length > 0 ? ids : [anyMeasurement().id];
  };
  const anyPoint = (): Point => ({ x: r.next() % 3000, y: r.next() % 3000 });
  const vertexRef = (m: Measurement) =>
    'holes' in m && m.holes.length > 0 && r.next() % 2 === 0
      ? { hole: 0, index: r.next() % at(m.holes, 0).length }
      : { index: r.next() % m.points.length };
  const scale = (): Scale => ({
    metresPerUnit: ((r.next() % 999) + 1) * METRES_PER_POINT,
    source: { kind: 'ratio', denominator: (r.next() % 999) + 1 },
  });
  switch (type) {
    case 'createProject':
      return createProject({ name: `Projet ${r.next()}`, client: 'Client', type: 'ERP' }, ctx);
    case 'updateProject':
      return updateProject(state, 'project-1', { name: `Renommé ${r.next()}`, address: 'Lyon' }, ctx);
    case 'deleteProject':
      return deleteProject(state, 'project-1');
    case 'importFile':
      return importFile(
        {
          id: ctx.newId(),
          projectId: 'project-1',
          name: 'b.pdf',
          mediaType: 'application/pdf',
          size: 5,
          hash: 'h',
          pageCount: 2,
        },
        [
          { pageIndex: 0, name: 'b p1', width: 800, height: 600 },
          { pageIndex: 1, name: 'b p2', width: 800, height: 600 },
        ],
        ctx,
      );
    case 'renameSheet':
      return renameSheet(state, r.pick(sheets).id, `Plan ${r.next()}`, ctx);
    case 'deleteSheet':
      return deleteSheet(state, r.pick(sheets).id);
    case 'setSheetScale':
      return setSheetScale(state, r.pick(sheets).id, r.next() % 3 === 0 ? null : scale(), ctx);
    case 'addScaleRegion':
      return addScaleRegion(
        state,
        r.pick(sheets).id,
        { label: 'Coupe', shape: { kind: 'polygon', points: [anyPoint(), anyPoint(), anyPoint()] }, scale: scale() },
        ctx,
      );
    case 'setRegionScale':
      return setRegionScale(state, 'sheet-2', 'region-1', scale(), ctx);
    case 'updateScaleRegion':
      return updateScaleRegion(state, 'sheet-2', 'region-1', { label: `Détail ${r.next()}` }, ctx);
    case 'removeScaleRegion':
      return removeScaleRegion(state, 'sheet-2', 'region-1', ctx);
    case 'createMeasurement': {
      const draft: MeasurementDraft = {
        kind: 'area',
        projectId: 'project-1',
        sheetId: r.pick(sheets).id,
        label: 'Séjour',
        color: r.pick(PALETTE_KEYS),
        points: [anyPoint(), anyPoint(), anyPoint(), anyPoint()],
        holes: [],
      };
      return createMeasurement(draft, ctx);
    }
    case 'updateMeasurement': {
      const m = anyMeasurement();
      const extra =
        m.kind === 'wallArea'
          ? { height: ((r.next() % 400) + 1) / 100, openings: [{ width: 0.9, height: 2.1, count: r.next() % 3 }] }
          : m.kind === 'volume'
            ? { thickness: ((r.next() % 50) + 1) / 100 }
            : {};
      return updateMeasurement(state, m.id, { label: `L${r.next()}`, color: r.pick(PALETTE_KEYS), ...extra }, ctx);
    }
    case 'moveMeasurements':
      return moveMeasurements(state, someIds(), (r.next() % 200) - 100, (r.next() % 200) - 100, ctx);
    case 'moveVertex': {
      const m = anyMeasurement();
      return moveVertex(state, m.id, vertexRef(m), anyPoint(), ctx);
    }
    case 'insertVertex': {
      const m = anyMeasurement();
      return insertVertex(state, m.id, vertexRef(m), anyPoint(), ctx);
    }
    case 'removeVertex': {
      const m = anyMeasurement();
      return removeVertex(state, m.id, vertexRef(m), ctx);
    }
    case 'duplicateMeasurements':
      return duplicateMeasurements(state, someIds(), { x: 10, y: 10 }, ctx);
    case 'deleteMeasurements':
      return deleteMeasurements(state, someIds());
    case 'pasteMeasurements': {
      const source = anyMeasurement();
      const ids = measurements.filter((m) => m.sheetId === source.sheetId).map((m) => m.id);
      return pasteMeasurements(state, copyMeasurements(state, r.some(ids).concat(source.id)), r.pick(sheets).id, ctx);
    }
    case 'takePlanElements': {
      const sheetId = r.pick(sheets).id;
      const element = { method: 'fill', source: 'vectors', layers: ['A-WALL'], gap: 1.2 } as const;
      return takePlanElements(
        [1, 2].map((n) => ({
          kind: 'area' as const,
          projectId: 'project-1',
          sheetId,
          label: `Ch. ${n}`,
          color: r.pick(PALETTE_KEYS),
          points: [anyPoint(), anyPoint(), anyPoint()],
          holes: [],
          element,
        })),
        ctx,
      );
    }
    case 'localiseMeasurements': {
      const zone = `Ch. ${r.next() % 20}`;
      // Half the time one of them is cleared: both directions go through the journal.
      return localiseMeasurements(
        state,
        someIds().map((id, i) => ({
          id,
          localisation: i === 0 && r.next() % 2 === 0 ? undefined : { level: `R+${r.next() % 3}`, zone },
        })),
        ctx,
      );
    }
    case 'moveLabel':
      return setLabelOffset(state, anyMeasurement().id, anyPoint(), ctx);
    case 'resetLabel':
      return setLabelOffset(state, anyMeasurement().id, null, ctx);
    case 'createVariable':
      return createVariable(state, 'project-1', { name: `EP${r.next()}`, value: r.next() / 100, unit: 'cm' }, ctx);
    case 'updateVariable':
      return updateVariable(state, 'var-1', { value: (r.next() % 400) / 100 }, ctx);
    case 'deleteVariable':
      return deleteVariable(state, 'var-1');
    case 'createLibrary':
      return createLibrary({ name: `Bibliothèque ${r.next()}` }, ctx);
    case 'updateLibrary':
      return updateLibrary(state, 'library-1', { name: `Renommée ${r.next()}` }, ctx);
    case 'deleteLibrary':
      return deleteLibrary(state, 'library-1');
    case 'installLibrary':
      return installLibrary(
        { name: 'Démarrage', origin: { kind: 'starter', edition: 1 } },
        {
          lots: [
            {
              code: '01',
              title: 'Terrassement',
              chapters: [{ code: '01', title: 'Fouilles', articles: [{ ...article(), code: '01' }] }],
            },
          ],
        },
        ctx,
      );
    case 'createLot':
      return createLot(state, 'library-1', { title: `Lot ${r.next()}` }, ctx);
    case 'updateLot':
      return updateLot(state, 'lot-1', { title: `Lot ${r.next()}` }, ctx);
    case 'deleteLot':
      return deleteLot(state, 'lot-1');
    case 'createChapter':
      return createChapter(state, 'lot-1', { title: `Chapitre ${r.next()}` }, ctx);
    case 'updateChapter':
      return updateChapter(state, r.pick(['chapter-1', 'chapter-2']), { title: `Chapitre ${r.next()}` }, ctx);
    case 'deleteChapter':
      return deleteChapter(state, r.pick(['chapter-1', 'chapter-2']));
    case 'createArticle':
      return createArticle(state, r.pick(['chapter-1', 'chapter-2']), article(), ctx);
    case 'updateArticles':
      return updateArticles(state, r.some(['article-1', 'article-2']), { prix_unitaire: r.next() / 100 }, ctx);
    case 'deleteArticles':
      return deleteArticles(state, r.some(['article-1', 'article-2']).concat('article-1'));
    case 'moveArticle':
      return moveArticle(state, r.pick(['article-1', 'article-2']), r.pick(['chapter-1', 'chapter-2']), ctx);
    case 'renumber':
      return reorder(state, 'libraryItems', 'article-2', 0, ctx);
    case 'restoreVersion': {
      // A version where some measurements are gone and another moved, a sheet's scale cleared: restoring it from now.
      let target = applyChanges(state, deleteMeasurements(state, someIds()).changes);
      const left = [...target.measurements.values()];
      if (left.length > 0)
        target = applyChanges(target, moveMeasurements(target, [r.pick(left).id], 5, 5, ctx).changes);
      target = applyChanges(target, setSheetScale(target, 'sheet-2', null, ctx).changes);
      const restored = restoreVersion(state, 'project-1', snapshotOf(target, 'project-1'));
      if (!restored.ok) throw new Error('The files are all there');
      return restored.value;
    }
    case 'detectCount': {
      const counts = measurements.filter((m) => m.kind === 'count');
      const sheetId = r.pick(sheets).id;
      const target =
        counts.length > 0 && r.next() % 2 === 0
          ? { measurementId: r.pick(counts).id }
          : { draft: { projectId: 'project-1', sheetId, label: 'WC', color: r.pick(PALETTE_KEYS) } };
      const place = anyPoint();
      const box = { minX: place.x - 8, minY: place.y - 8, maxX: place.x + 8, maxY: place.y + 8 };
      const proposals = [0, 1, 2].map((i): CountProposalRecord => ({
        id: `found-${i}`,
        templateId: 'template-new',
        center: { x: place.x + i * 40, y: place.y },
        box: { ...box, minX: box.minX + i * 40, maxX: box.maxX + i * 40 },
        rotation: r.pick([0, 90, 180, 270] as const),
        mirrored: r.next() % 2 === 0,
        score: (r.next() % 101) / 100,
      }));
      return detectCount(
        state,
        target,
        { templates: [{ id: 'template-new', sheetId, box }], proposals, thresholds: { show: 0.5, autoAccept: 0.8 } },
        ctx,
      );
    }
    case 'acceptProposals':
    case 'correctProposal':
    case 'rejectProposals':
    case 'restoreProposals': {
      const m = r.pick(measurements.filter((x) => x.kind === 'count' && x.detection));
      const ids = m.kind === 'count' ? (m.detection?.proposals.map((p) => p.id) ?? []) : [];
      const chosen = r.some(ids).concat(r.pick(ids));
      if (type === 'acceptProposals') return acceptProposals(state, m.id, chosen, ctx);
      if (type === 'rejectProposals') return rejectProposals(state, m.id, chosen, ctx);
      if (type === 'restoreProposals') return restoreProposals(state, m.id, chosen, ctx);
      return correctProposal(state, m.id, r.pick(ids), anyPoint(), ctx);
    }
    case 'linkMeasurements': {
      const article = r.pick([...state.libraryItems.values()]);
      return linkMeasurements(state, someIds(), { articleId: article.id, formula: r.pick(['Q', '2 × Q', '1']) }, ctx);
    }
    case 'unlinkMeasurements': {
      const linked = measurements.filter((m) => (m.links ?? []).length > 0 || m.articleId !== undefined);
      const m = r.pick(linked);
      const articleId = m.links?.[0]?.articleId ?? m.articleId ?? '';
      return unlinkMeasurements(state, someIds().concat(m.id), articleId, ctx);
    }
    case 'importIndice': {
      // A new indice of a current sheet (sheet-3 or sheet-4, or sheet-1 again when sheet-3 was deleted).
      const superseded = new Set(sheets.flatMap((s) => (s.previousSheetId ? [s.previousSheetId] : [])));
      const previous = r.pick(sheets.filter((s) => !superseded.has(s.id)));
      return importIndice(
        {
          id: ctx.newId(),
          projectId: 'project-1',
          name: 'c.pdf',
          mediaType: 'application/pdf',
          size: 5,
          hash: 'c',
          pageCount: 2,
          revisionOf: previous.fileId,
        },
        [
          { pageIndex: 0, name: previous.name, width: 800, height: 600, previousSheetId: previous.id, indice: 'C' },
          { pageIndex: 1, name: 'Nouveau', width: 800, height: 600 },
        ],
        ctx,
        state,
      );
    }
    case 'carryOver': {
      const waiting = sheets.filter((s) => s.previousSheetId !== undefined && s.alignment === undefined);
      const angle = (r.next() % 20) / 1000;
      const zoom = 1 + ((r.next() % 21) - 10) / 1000;
      const c = Math.cos(angle) * zoom;
      const s = Math.sin(angle) * zoom;
      const place = anyPoint();
      return carryOver(
        state,
        r.pick(waiting).id,
        {
          matrix: [c, s, -s, c, (r.next() % 100) / 10, (r.next() % 100) / 10],
          method: 'auto',
          confidence: 0.8,
          residual: 0.2,
        },
        [
          {
            box: { x: place.x, y: place.y, width: r.next() % 800, height: r.next() % 800 },
            kind: 'modified',
            added: 1,
            removed: 1,
          },
        ],
        ctx,
      );
    }
    case 'reviewChanges': {
      const sheet = r.pick(sheets.filter((s) => (s.changes ?? []).length > 0));
      const ids = (sheet.changes ?? []).map((c) => c.id);
      return reviewChanges(state, sheet.id, r.some(ids).concat(r.pick(ids)), r.pick(CHANGE_STATUSES), ctx);
    }
    case 'acceptCarried': {
      const toCheck = measurements.filter((m) => m.carried && m.carried.review !== 'accepted');
      return acceptCarried(
        state,
        r
          .some(toCheck)
          .concat(r.pick(toCheck))
          .map((m) => m.id),
        ctx,
      );
    }
    case 'countCadBlock': {
      const points = [anyPoint(), anyPoint(), anyPoint()];
      return countCadBlock(
        {
          kind: 'count',
          projectId: 'project-1',
          sheetId: r.pick(sheets).id,
          label: 'PORTE_90',
          color: r.pick(PALETTE_KEYS),
          points,
          cad: { kind: 'block', block: 'PORTE_90', references: points.map((_, i) => `2F${i}`) },
        },
        ctx,
      );
    }
    case 'measureCadLayer': {
      const sheetId = r.pick(sheets).id;
      return measureCadLayer(
        [1, 2].map((n) => ({
          kind: 'length' as const,
          projectId: 'project-1',
          sheetId,
          label: `MURS ${n}`,
          color: r.pick(PALETTE_KEYS),
          points: [anyPoint(), anyPoint()],
          closed: false,
          cad: { kind: 'layer' as const, layer: 'MURS', pieces: [`A${n}`] },
        })),
        ctx,
      );
    }
    case 'importArticles':
      return importArticles(
        state,
        'library-1',
        {
          rows: [
            {
              action: 'create',
              line: 2,
              draft: {
                number: '03.01.01',
                designation: 'Chevrons',
                unit: 'm²',
                unitPrice: 20,
                vatRate: 2000,
                lot: '03 – Charpente',
              },
            },
            {
              action: 'update',
              line: 3,
              id: 'article-1',
              draft: { number: '02.01.01', designation: `Voile ${r.next()}`, unit: 'm²', unitPrice: 1, vatRate: 2000 },
              changes: ['designation'],
            },
          ],
          rejected: [],
          provided: ['number', 'designation', 'unit', 'unitPrice', 'lot'],
          counts: { create: 1, update: 1, unchanged: 0, rejected: 0 },
        },
        ctx,
      );
  }
  function article() {
    return {
      designation: `Article ${r.next()}`,
      unite: 'm²' as const,
      prix_unitaire: (r.next() % 10_000) / 100,
      vatRate: 2000 as const,
      actif: true,
      tags: [],
    };
  }
}

export const commandTypeArb = fc.constantFrom(...COMMAND_TYPES);
export const numbersArb = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 12, maxLength: 12 });
