/**
 * The container of « Relier les n mesures à un article » (issue 26, item 4; the screen is
 * src/screens/Workspace/MeasurementArticles/BulkLinkPanel.tsx): reads the project's libraries (live) and the sheet's
 * variables, checks the formula being typed against every selected measurement through the quantities engine (the
 * rules the one-measurement « Articles reliés » and the quantities page use: units, variables, the article's unit),
 * and writes the link — or removes an article — as one journal command through the sheet's runner, so one Ctrl+Z takes
 * it all back.
 */
import { useCallback, useMemo, useState } from 'react';
import { loadLibraryState } from '../../db/library/libraries';
import { projectLibraryRepository } from '../../db/library/projectLibraries';
import { linkMeasurements, unlinkMeasurements } from '../../domain/library/commands';
import { articlePlace, libraryOutline, outlineArticles, type OutlineArticle } from '../../domain/library/outline';
import { linksOf } from '../../domain/library/quantities';
import { compatibleUnits } from '../../domain/library/search';
import type { Command } from '../../domain/takeoff/commands';
import { CommandError } from '../../domain/takeoff/errors';
import type { Measurement, SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { interpolate, pluralForm } from '../../i18n/format';
import { formatNumber } from '../../i18n/numbers';
import { bulkSelectionFr } from '../../i18n/selection.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import type { BulkLinkPanelProps, BulkLinkedView } from '../../screens/Workspace/MeasurementArticles';
import { checkBulkLink, type BulkCheck } from './bulkLinkCheck';
import { useWorkspace } from './context';
import { useLiveQuery } from './useLiveQuery';
import type { SheetRowsStore } from './tools/sheetRows';

const t = bulkSelectionFr.bulkLink;
const newContext = () => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID() });

export interface UseBulkLinkOptions {
  readonly projectId: string;
  readonly sheet: SheetRow;
  /** The selected measurements (two or more for the panel to show). */
  readonly measurements: readonly Measurement[];
  readonly store: SheetRowsStore;
  readonly commit: (command: Command) => void;
  readonly canEdit: boolean;
  readonly onError: (message: string) => void;
}

export function useBulkLink({
  projectId,
  sheet,
  measurements,
  store,
  commit,
  canEdit,
  onError,
}: UseBulkLinkOptions): BulkLinkPanelProps {
  const { db, author } = useWorkspace();
  // Read only while the panel shows (two measurements or more): one selected is « Articles reliés »' business.
  const isShown = measurements.length > 1;
  const live = useLiveQuery(
    isShown
      ? async () => {
          const [library, declared] = await Promise.all([
            loadLibraryState(db),
            projectLibraryRepository(db).list(projectId),
          ]);
          return { library, declared };
        }
      : null,
    [db, projectId, isShown],
  );
  const data = live.status === 'ready' ? live.value : null;
  const [articleId, setArticleId] = useState<string | null>(null);
  const [formula, setFormula] = useState('Q');
  const key = measurements.map((m) => m.id).join(',');
  const [message, setMessage] = useState<{ key: string; text: string } | null>(null);

  const articles = useMemo<OutlineArticle[]>(() => {
    if (!data) return [];
    const all = outlineArticles(libraryOutline(data.library, null));
    const used = new Set(data.declared);
    return used.size === 0 ? all : all.filter((a) => used.has(a.article.bibliotheque_id));
  }, [data]);

  const article = articleId === null ? undefined : data?.library.libraryItems.get(articleId);
  const place = article && data ? articlePlace(data.library, article) : null;
  const chosen =
    article && place
      ? { articleId: article.id, number: place.number, designation: article.designation, unit: article.unite }
      : null;

  const check = useMemo<BulkCheck | null>(() => {
    if (!data || !chosen) return null;
    const rows = store.get();
    const variables = rows ? [...rows.variables.values()].filter((v) => v.projectId === projectId) : [];
    return checkBulkLink(
      measurements,
      { articleId: chosen.articleId, formula },
      { sheets: [rows?.sheets.get(sheet.id) ?? sheet], variables, library: data.library },
    );
  }, [data, chosen?.articleId, formula, measurements, store, projectId, sheet]); // eslint-disable-line react-hooks/exhaustive-deps

  const linked = useMemo<BulkLinkedView[]>(() => {
    const counts = new Map<string, number>();
    for (const m of measurements)
      for (const l of linksOf(m)) counts.set(l.articleId, (counts.get(l.articleId) ?? 0) + 1);
    return [...counts].map(([id, count]) => {
      const a = data?.library.libraryItems.get(id);
      const p = a && data ? articlePlace(data.library, a) : null;
      return { articleId: id, number: p?.number ?? null, designation: a?.designation ?? null, count };
    });
  }, [measurements, data]);

  const kinds = new Set(measurements.map((m) => m.kind));
  const [onlyKind] = kinds.size === 1 ? [...kinds] : [];

  const run = useCallback(
    (build: (rows: TakeoffState) => Command, done: string) => {
      const rows = store.get();
      if (!rows || !canEdit || !author) return;
      try {
        commit(build(rows));
        setMessage({ key, text: done });
      } catch (error) {
        if (error instanceof CommandError && error.code === 'nothingToDo') setMessage({ key, text: t.nothingToDo });
        else onError(workspaceErrorMessage(error));
      }
    },
    [store, canEdit, author, commit, key, onError],
  );

  return {
    count: measurements.length,
    articles,
    preferredUnits: onlyKind ? compatibleUnits(onlyKind) : undefined,
    chosen,
    onChoose: (id) => {
      setArticleId(id);
      setMessage(null);
    },
    formula,
    onFormulaChange: (next) => {
      setFormula(next);
      setMessage(null);
    },
    errors: check?.errors ?? [],
    unitError: check?.unitError ?? null,
    total: check?.total ?? null,
    notApplicable: check?.notApplicable ?? [],
    applicableCount: check?.applicable.length ?? 0,
    onLink: () => {
      if (!check || !chosen || check.applicable.length === 0) return;
      const ids = check.applicable;
      run(
        (rows) => linkMeasurements(rows, ids, { articleId: chosen.articleId, formula }, newContext()),
        interpolate(pluralForm(t.done, ids.length), { count: formatNumber(ids.length, 0), number: chosen.number }),
      );
    },
    linked,
    onUnlink: (id) => {
      const ids = measurements.filter((m) => linksOf(m).some((l) => l.articleId === id)).map((m) => m.id);
      const entry = linked.find((l) => l.articleId === id);
      run(
        (rows) => unlinkMeasurements(rows, ids, id, newContext()),
        interpolate(pluralForm(t.unlinked, ids.length), {
          count: formatNumber(ids.length, 0),
          number: entry?.number ?? '',
        }),
      );
    },
    message: message?.key === key ? message.text : null,
    canEdit: canEdit && author !== null,
  };
}
