/**
 * A CAD sheet's own data on the sheet page (issue 28): its model (blocks, references, layer lengths and areas) read
 * from the file's CAD row, the block and the layers the person selected lit on the plan, and the two actions —
 * « Compter ce bloc » (one count, a point per reference) and « Métrer les longueurs / surfaces » (one measurement
 * per run or outline) — each one journal step, with its CAD origin. Thin wiring: the drafts are domain/cad's.
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MetrDatabase } from '../../../db/schema';
import { CadModelFetchError, readCadModel } from '../sharing/planBlob';
import { loadLibraryState } from '../../../db/library/libraries';
import { projectLibraryRepository } from '../../../db/library/projectLibraries';
import { countCadBlock, measureCadLayer } from '../../../domain/cad/commands';
import type { CadDrawnXref, CadLayoutSheetModel, CadMissingXref, CadSheetModel } from '../../../domain/cad/types';
import { unshownGroups, type UnshownGroup } from '../../../domain/cad/unshown';
import { libraryOutline, outlineArticles, type OutlineArticle } from '../../../domain/library/outline';
import type { Command } from '../../../domain/takeoff/commands';
import type { Measurement, SheetRow } from '../../../domain/takeoff/types';
import type { OverlayTheme, OverlayTransform } from '../../../screens/Workspace/Overlay';
import type { BlockCount, CadMeasureKind } from '../../../screens/Workspace/Cad';
import { currentLocalisationKey, currentLocalisationsAtom } from '../../../state/workspace/localisation';
import { drawColorAtom, selectionAtom } from '../../../state/workspace/tools';
import { useLiveQuery } from '../useLiveQuery';
import type { SheetRowsStore } from '../tools/sheetRows';

const context = () => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID() });

export interface CadOptions {
  readonly db: MetrDatabase;
  readonly sheet: SheetRow;
  readonly store: SheetRowsStore;
  readonly commit: (command: Command) => void;
  readonly canEdit: boolean;
  readonly requestRedraw: () => void;
  /** A block's count already made: open it (the measurement selected, the plan on it). */
  readonly onShowMeasurement: (id: string) => void;
}

const NO_XREFS: readonly CadMissingXref[] = [];
const NO_DRAWN_XREFS: readonly CadDrawnXref[] = [];

export interface Cad {
  /** The sheet's CAD model; null for a PDF sheet (or while it loads, or when it cannot be read). */
  readonly model: CadSheetModel | null;
  /** A paper-space layout's sheet: its layout (name, viewports); null for model space's sheet or a PDF's. */
  readonly layout: CadLayoutSheetModel | null;
  /** The file's model space draws nothing: every sheet of it is a layout (CadSheetModel.paperOnly). */
  readonly isPaperOnly: boolean;
  /** On the file's first sheet: its layouts that could not be read (not imported); 0 elsewhere or when none. */
  readonly unreadLayouts: number;
  /** On every sheet of the file: the external references it places but does not contain (none: empty). */
  readonly missingXrefs: readonly CadMissingXref[];
  /** External references drawn from files imported with it: named on every sheet of the file. */
  readonly drawnXrefs: readonly CadDrawnXref[];
  /** On every sheet of the file: what it holds that Metr does not draw, grouped (none: empty). */
  readonly unshown: readonly UnshownGroup[];
  /**
   * 'none' for a PDF sheet; a CAD sheet's model 'loading', 'ready', 'unreadable' (missing from the database, or not
   * parsed: the tab says so rather than vanishing), or 'unreceived' (a colleague's drawing whose model the server
   * could not send: offline, or not there).
   */
  readonly modelStatus: 'none' | 'loading' | 'ready' | 'unreadable' | 'unreceived';
  readonly articles: readonly OutlineArticle[];
  /** The sheet's rows, for the tab to read the counts already made (the page itself does not subscribe to them). */
  readonly store: SheetRowsStore;
  readonly sheetId: string;
  readonly selectedBlock: string | null;
  readonly selectBlock: (name: string | null) => void;
  readonly selectedLayers: readonly string[];
  readonly selectLayers: (layers: readonly string[]) => void;
  readonly count: (name: string, articleId: string | null) => void;
  readonly measure: (layers: readonly string[], kind: CadMeasureKind, articleId: string | null) => void;
  readonly showMeasurement: (id: string) => void;
  readonly drawAbove: (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => void;
}

/** A file's model as read: parsed, none (missing or unparsable), or not received (a shared drawing, the fetch failed). */
type LoadedModel = CadSheetModel | null | 'unreceived';

/**
 * The model of a file, parsed once per file for the page's life (a 10 MB JSON parses in ~0.1 s). A shared drawing's
 * model that could not be fetched is not kept: the sheet's next opening asks the server again.
 */
const models = new Map<string, Promise<LoadedModel>>();

function loadModel(db: MetrDatabase, fileId: string): Promise<LoadedModel> {
  let loaded = models.get(fileId);
  if (!loaded) {
    loaded = readCadModel(db, fileId)
      .then(async (row) => (row ? (JSON.parse(await row.model.text()) as CadSheetModel) : null))
      .catch((error: unknown) => {
        models.delete(fileId);
        return error instanceof CadModelFetchError ? 'unreceived' : null;
      });
    models.set(fileId, loaded);
  }
  return loaded;
}

export const countsOf = (measurements: readonly Measurement[]): Record<string, BlockCount> => {
  const counted: Record<string, BlockCount> = {};
  for (const m of measurements) {
    if (m.kind === 'count' && m.cad?.kind === 'block') {
      counted[m.cad.block] = { measurementId: m.id, count: m.points.length };
    }
  }
  return counted;
};

export function useCad(options: CadOptions): Cad {
  const { db, sheet, store, commit, canEdit, requestRedraw, onShowMeasurement } = options;
  const jotai = useStore();
  const fileId = sheet.fileId;
  const [loaded, setLoaded] = useState<{ fileId: string; model: LoadedModel } | null>(null);
  useEffect(() => {
    let live = true;
    void loadModel(db, fileId).then((model) => {
      if (live) setLoaded({ fileId, model });
    });
    return () => {
      live = false;
    };
  }, [db, fileId]);
  const read = loaded?.fileId === fileId ? loaded.model : undefined;
  const fileModel = read === undefined || read === 'unreceived' ? null : read;
  // A layout's sheet is the page its model names (domain/cad/layout.ts); page 0 is model space's, unless the file's
  // model space draws nothing (paperOnly: page 0 is its first layout's).
  const layout = fileModel?.layouts?.find((l) => l.pageIndex === sheet.pageIndex) ?? null;
  const model: CadSheetModel | null = layout ?? (sheet.pageIndex === 0 && !fileModel?.paperOnly ? fileModel : null);
  const unshown = useMemo(() => unshownGroups(fileModel?.skipped ?? {}), [fileModel]);
  // A CAD sheet is known from its scale (the file's, exact) before its model is read; one whose scale was set by hand
  // since is known by its model.
  const isCadSheet = sheet.scale.default?.source.kind === 'file';
  const modelStatus: Cad['modelStatus'] = model
    ? 'ready'
    : !isCadSheet
      ? 'none'
      : read === 'unreceived'
        ? 'unreceived'
        : read !== undefined
          ? 'unreadable'
          : 'loading';

  // The project's articles a count or a layer's measurements may be linked to (its declared libraries).
  const library = useLiveQuery(
    model
      ? async () => {
          const [state, declared] = await Promise.all([
            loadLibraryState(db),
            projectLibraryRepository(db).list(sheet.projectId),
          ]);
          return { state, declared };
        }
      : null,
    [db, sheet.projectId, model !== null],
  );
  const articles = useMemo<OutlineArticle[]>(() => {
    if (library.status !== 'ready') return [];
    const all = outlineArticles(libraryOutline(library.value.state, null));
    const used = new Set(library.value.declared);
    return used.size === 0 ? all : all.filter((a) => used.has(a.article.bibliotheque_id));
  }, [library]);

  const [selection, setSelection] = useState<{ sheetId: string; block: string | null; layers: readonly string[] }>({
    sheetId: sheet.id,
    block: null,
    layers: [],
  });
  const current = selection.sheetId === sheet.id ? selection : { sheetId: sheet.id, block: null, layers: [] };
  const selectBlock = useCallback(
    (block: string | null) => setSelection((s) => ({ ...s, sheetId: sheet.id, block })),
    [sheet.id],
  );
  const selectLayers = useCallback(
    (layers: readonly string[]) => setSelection((s) => ({ ...s, sheetId: sheet.id, layers })),
    [sheet.id],
  );
  useEffect(() => requestRedraw(), [current.block, current.layers, requestRedraw]);

  // Read when an action runs: the page does not render again for a change of localisation or of measurements.
  const target = useCallback(
    (articleId: string | null) => {
      const localisation = jotai.get(currentLocalisationsAtom).get(currentLocalisationKey(sheet.projectId, sheet.id));
      return {
        projectId: sheet.projectId,
        sheetId: sheet.id,
        color: jotai.get(drawColorAtom),
        ...(localisation ? { localisation } : {}),
        ...(articleId ? { articleId } : {}),
      };
    },
    [jotai, sheet.projectId, sheet.id],
  );

  const count = useCallback(
    (name: string, articleId: string | null) => {
      if (!model || !canEdit) return;
      const chosen = target(articleId);
      // The drafts' module (blocks, layers, geometry) is loaded with the first action, not with the page.
      void import('../../../domain/cad/sheetModel').then(({ countBlock }) => {
        const draft = countBlock(model, name, chosen);
        if (!draft) return;
        const command = countCadBlock(draft, context());
        commit(command);
        jotai.set(
          selectionAtom,
          command.changes.map((c) => c.id),
        );
      });
    },
    [model, canEdit, target, commit, jotai],
  );

  const measure = useCallback(
    (layers: readonly string[], kind: CadMeasureKind, articleId: string | null) => {
      if (!model || !canEdit) return;
      const chosen = target(articleId);
      void import('../../../domain/cad/sheetModel').then(({ measureLayer }) => {
        const drafts = layers.flatMap((layer) => measureLayer(model, layer, kind, chosen));
        if (drafts.length === 0) return;
        const command = measureCadLayer(drafts, context());
        commit(command);
        jotai.set(
          selectionAtom,
          command.changes.map((c) => c.id),
        );
      });
    },
    [model, canEdit, target, commit, jotai],
  );

  // The highlight: the selected block's references boxed, the checked layers' pieces traced, in the snap colour.
  const lit = useRef<{ model: CadSheetModel | null; block: string | null; layers: readonly string[] }>({
    model: null,
    block: null,
    layers: [],
  });
  useEffect(() => {
    lit.current = { model, block: current.block, layers: current.layers };
  });
  const drawAbove = useCallback((ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => {
    const { model: shown, block, layers } = lit.current;
    if (!shown || (block === null && layers.length === 0)) return;
    const { scale, x, y } = transform;
    ctx.save();
    ctx.strokeStyle = theme.snap;
    ctx.lineWidth = 2;
    if (layers.length > 0) {
      const wanted = new Set(layers);
      ctx.beginPath();
      for (const geometry of shown.geometry) {
        if (!wanted.has(geometry.layer)) continue;
        for (const piece of geometry.lengths) {
          piece.points.forEach((p, i) => {
            const px = p.x * scale + x;
            const py = p.y * scale + y;
            if (i === 0) ctx.moveTo(px, py);
            else ctx.lineTo(px, py);
          });
          if (piece.closed) ctx.closePath();
        }
      }
      ctx.stroke();
    }
    const references = block === null ? [] : (shown.blocks.find((b) => b.name === block)?.references ?? []);
    if (references.length > 0) {
      ctx.fillStyle = theme.boxFill;
      for (const r of references) {
        const pad = 3;
        const left = r.box.minX * scale + x - pad;
        const top = r.box.minY * scale + y - pad;
        const width = Math.max((r.box.maxX - r.box.minX) * scale + 2 * pad, 8);
        const height = Math.max((r.box.maxY - r.box.minY) * scale + 2 * pad, 8);
        ctx.fillRect(left, top, width, height);
        ctx.strokeRect(left, top, width, height);
      }
    }
    ctx.restore();
  }, []);

  return {
    model,
    layout,
    isPaperOnly: fileModel?.paperOnly === true,
    unreadLayouts: sheet.pageIndex === 0 ? (fileModel?.unreadableLayouts ?? 0) : 0,
    missingXrefs: fileModel?.missingXrefs ?? NO_XREFS,
    drawnXrefs: fileModel?.drawnXrefs ?? NO_DRAWN_XREFS,
    unshown,
    modelStatus,
    articles,
    store,
    sheetId: sheet.id,
    selectedBlock: current.block,
    selectBlock,
    selectedLayers: current.layers,
    selectLayers,
    count,
    measure,
    showMeasurement: onShowMeasurement,
    drawAbove,
  };
}
