/**
 * The container of the properties panel's « Articles reliés » (src/screens/Workspace/MeasurementArticles): reads the
 * selected measurement, the project's sheets, variables and libraries (live), and gives the screen its props. A
 * formula being typed is checked at once through a one-measurement quantities engine (the same rules as the
 * quantities panel: units, variables, the article's unit) and written when the field is left; adding, changing or
 * removing a link is one journalled edit of the measurement (its `links`), undoable with the project's history.
 */
import { useCallback, useMemo, useState } from 'react';
import { loadLibraryState } from '../../db/library/libraries';
import { projectLibraryRepository } from '../../db/library/projectLibraries';
import { sheetRepository } from '../../db/workspace/sheets';
import { variableRepository } from '../../db/workspace/variables';
import { libraryOutline, outlineArticles, articlePlace, type OutlineArticle } from '../../domain/library/outline';
import { isUnitProblem, linksOf, QuantityEngine, type LinkResult } from '../../domain/library/quantities';
import { compatibleUnits } from '../../domain/library/search';
import type { MeasurementLink } from '../../domain/library/types';
import type { Measurement } from '../../domain/takeoff/types';
import { formatFormulaDerivation, unitErrorMessage } from '../../i18n/formulaMessages';
import { interpolate } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { formatQuantity } from '../../i18n/numbers';
import type { LinkedArticleView, MeasurementArticlesProps } from '../../screens/Workspace/MeasurementArticles';
import { useWorkspace } from './context';
import { libraryErrorMessage } from './libraryErrors';
import { useLiveQuery } from './useLiveQuery';

const t = libraryFr.measurementArticles;

export interface UseMeasurementArticlesOptions {
  /**
   * Writes a measurement's links. By default a journalled edit in the project's scope (variableRepository.setLinks);
   * the sheet page may pass its JournalRunner's commit instead, so that its local rows follow at once.
   */
  readonly write?: (measurement: Measurement, links: readonly MeasurementLink[]) => Promise<unknown>;
}

/** Why a link gives no quantity when the formula itself is not in error, in French; null otherwise. */
function problemText(result: LinkResult): string | null {
  const problem = result.problem;
  if (!problem) return null;
  if (problem.kind === 'missingArticle') return t.missingArticle;
  if (problem.kind === 'measurement') {
    return interpolate(t.noQuantity, {
      reason:
        problem.issue.code === 'uncalibrated'
          ? t.uncalibrated
          : libraryFr.quantities.problems.one.replace('{count} ', ''),
    });
  }
  return null;
}

export function useMeasurementArticles(
  projectId: string,
  measurementIds: readonly string[],
  options: UseMeasurementArticlesOptions = {},
): MeasurementArticlesProps {
  const { db, author, notify } = useWorkspace();
  const key = measurementIds.join(',');
  const only = measurementIds.length === 1 ? measurementIds[0] : undefined;
  const live = useLiveQuery(async () => {
    const [measurement, sheets, variables, library, declared] = await Promise.all([
      only === undefined ? Promise.resolve(undefined) : db.measurements.get(only),
      sheetRepository(db).listByProject(projectId),
      db.variables.where('projectId').equals(projectId).toArray(),
      loadLibraryState(db),
      projectLibraryRepository(db).list(projectId),
    ]);
    return {
      measurement: measurement?.projectId === projectId ? measurement : undefined,
      sheets,
      variables,
      library,
      declared,
    };
  }, [db, projectId, key]);
  // What is being typed, by article (reset when the selection changes).
  const [drafts, setDrafts] = useState<{ key: string; formulas: ReadonlyMap<string, string> }>({
    key,
    formulas: new Map(),
  });
  const formulas = useMemo(() => (drafts.key === key ? drafts.formulas : new Map<string, string>()), [drafts, key]);
  const data = live.status === 'ready' ? live.value : null;
  const measurement = data?.measurement;
  const stored = useMemo(() => (measurement ? linksOf(measurement) : []), [measurement]);

  const articles = useMemo<OutlineArticle[]>(() => {
    if (!data) return [];
    const all = outlineArticles(libraryOutline(data.library, null));
    // The project's declared libraries; all of them while it declares none.
    const used = new Set(data.declared);
    return used.size === 0 ? all : all.filter((a) => used.has(a.article.bibliotheque_id));
  }, [data]);

  const links = useMemo<LinkedArticleView[]>(() => {
    if (!data || !measurement) return [];
    const shown = stored.map((l) => ({ ...l, formula: formulas.get(l.articleId) ?? l.formula }));
    const engine = new QuantityEngine({
      measurements: [{ ...measurement, links: shown }],
      sheets: data.sheets,
      variables: data.variables,
      library: data.library,
    });
    const results = new Map(engine.linksOfMeasurement(measurement.id).map((r) => [r.articleId, r]));
    return shown.map((link) => {
      const article = data.library.libraryItems.get(link.articleId);
      const place = article ? articlePlace(data.library, article) : null;
      const result = results.get(link.articleId);
      const derivation = result && result.value !== null ? engine.derivation(measurement.id, link.articleId) : null;
      return {
        articleId: link.articleId,
        number: place?.number ?? null,
        designation: article?.designation ?? null,
        unit: article?.unite ?? null,
        formula: link.formula,
        errors: result?.problem?.kind === 'formula' ? result.problem.errors : [],
        warning: result?.warning ?? null,
        unitError: result && isUnitProblem(result.problem) ? unitErrorMessage(result.problem) : null,
        result: result && result.value !== null && article ? formatQuantity(result.value, article.unite) : null,
        derivation: derivation ? formatFormulaDerivation(derivation) : null,
        problem: result ? problemText(result) : null,
        pse: link.pse ?? '',
      };
    });
  }, [data, measurement, stored, formulas]);

  const write = options.write;
  const save = useCallback(
    async (next: readonly MeasurementLink[]) => {
      if (!measurement || !author) return;
      try {
        if (write) await write(measurement, next);
        else await variableRepository(db).setLinks(projectId, measurement.id, next, author);
      } catch (error) {
        notify({ tone: 'danger', message: libraryErrorMessage(error), timeout: null });
      }
    },
    [measurement, author, write, db, projectId, notify],
  );

  const setDraft = (articleId: string, formula: string | null) =>
    setDrafts((current) => {
      const next = new Map(current.key === key ? current.formulas : []);
      if (formula === null) next.delete(articleId);
      else next.set(articleId, formula);
      return { key, formulas: next };
    });

  return {
    selection:
      measurementIds.length === 0 ? 'none' : measurementIds.length === 1 ? (measurement ? 'one' : 'none') : 'several',
    links,
    articles,
    ...(measurement ? { preferredUnits: compatibleUnits(measurement.kind) } : {}),
    canEdit: author !== null,
    onAdd: (articleId) => {
      if (stored.some((l) => l.articleId === articleId)) return;
      void save([...stored, { articleId, formula: 'Q' }]);
    },
    onFormulaChange: (articleId, formula) => setDraft(articleId, formula),
    onFormulaCommit: (articleId) => {
      const draft = formulas.get(articleId);
      const current = stored.find((l) => l.articleId === articleId);
      if (draft === undefined || !current) return;
      // An emptied field keeps what was there: a link without a formula would be lost input, not an edit.
      const formula = draft.trim() === '' ? current.formula : draft;
      if (formula !== current.formula) {
        void save(stored.map((l) => (l.articleId === articleId ? { ...l, formula } : l))).then(() =>
          setDraft(articleId, null),
        );
      } else setDraft(articleId, null);
    },
    onRemove: (articleId) => void save(stored.filter((l) => l.articleId !== articleId)),
    onPseChange: (articleId, pse) =>
      void save(
        stored.map((l) => {
          if (l.articleId !== articleId) return l;
          // The base is a link without `pse`, as links written before PSE existed.
          const { pse: _previous, ...base } = l;
          return pse === '' ? base : { ...base, pse };
        }),
      ),
  };
}
