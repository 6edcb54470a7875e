/**
 * /dashboard/projets/:projectId/quantites, in a chunk of its own (the quantities engine, the formula parser and the
 * panels stay out of the workspace's first load): the libraries the project declares, its variables, the quantities
 * panel fed live by the engine, the measurements that feed no article, and « Exporter… » (DPGF, DQE, quantities,
 * detail, CSV) through the export dialog and worker.
 */
import { useMemo, useState } from 'react';
import { workspacePaths } from '../../config/workspacePaths';
import { libraryRepository } from '../../db/library/libraries';
import { projectLibraryRepository } from '../../db/library/projectLibraries';
import { projectScope } from '../../db/workspace/scopes';
import { variableRepository } from '../../db/workspace/variables';
import { indiceSides } from '../../domain/comparison/deltas';
import { indiceHistory } from '../../domain/comparison/indices';
import { indiceExportDeltas } from '../../domain/export/deltas';
import type { ExportDeltaLot } from '../../domain/export/model';
import { localDate } from '../../domain/export/project';
import type { VariableValues } from '../../domain/library/commands';
import { localisationSums } from '../../domain/library/localisationSums';
import {
  isUnitProblem,
  type LinkResult,
  type QuantitiesFilter,
  type QuantitiesPanelData,
  type QuantityEngine,
} from '../../domain/library/quantities';
import type { Measurement, SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { formatOwnUnit } from '../../i18n/formulaMessages';
import { interpolate } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { DeltasView, type DeltaLot, type IndiceFilter } from '../../screens/Workspace/Comparison';
import { LoadingState } from '../../screens/Workspace/Projects/ProjectStates';
import { QuantitiesPanel } from '../../screens/Workspace/Quantities';
import { LocalisationQuantities } from '../../screens/Workspace/Quantities/LocalisationQuantities';
import { PseQuantities } from '../../screens/Workspace/Quantities/PseQuantities';
import {
  QuantitiesPage,
  type HighlightedSheet,
  type MeasurementEntry,
  type QuantitiesView,
} from '../../screens/Workspace/Quantities/QuantitiesPage';
import { MeasurementArticles } from '../../screens/Workspace/MeasurementArticles';
import { VariablesPanel } from '../../screens/Workspace/Variables';
import { useWorkspace } from './context';
import { libraryErrorMessage } from './libraryErrors';
import { quantitiesDocument, sheetLabel } from './quantitiesDocument';
import { useExport } from './useExport';
import { useLiveQuery } from './useLiveQuery';
import { useMeasurementArticles } from './useMeasurementArticles';
import { useProject } from './useProject';
import { useScopeUndo } from './useScopeUndo';
import { usePanel, useProjectQuantities } from './useProjectQuantities';
import { PageLoading, PageReadError, ProjectNotFound, projectsCrumb, readError } from './pageStates';
import { WorkspaceFrame } from './WorkspaceFrame';
import { bySheetThenLabel } from '../../domain/takeoff/measurementOrder';

const t = libraryFr.quantitiesPage;

/** « une longueur sur A01 – Rez-de-chaussée », linking to its plan. */
export function measurementEntry(m: Measurement, sheets: ReadonlyMap<string, SheetRow>): MeasurementEntry {
  const sheet = sheets.get(m.sheetId);
  return {
    id: m.id,
    label: interpolate(t.unlinkedItem, {
      label: m.label,
      kind: libraryFr.kinds[m.kind],
      sheet: sheet ? sheetLabel(sheet) : '',
    }),
    href: workspacePaths.sheetMeasurements(m.projectId, m.sheetId, [m.id]),
  };
}

/** The plans holding `measurements`, in the project's sheet order, each with « Voir sur le plan » to all of them. */
export function highlightedSheets(
  measurements: readonly Measurement[],
  sheets: readonly SheetRow[],
): HighlightedSheet[] {
  const bySheet = new Map<string, string[]>();
  for (const m of measurements) bySheet.set(m.sheetId, [...(bySheet.get(m.sheetId) ?? []), m.id]);
  return sheets.flatMap((sheet) => {
    const ids = bySheet.get(sheet.id);
    return ids
      ? [
          {
            id: sheet.id,
            label: sheetLabel(sheet),
            count: ids.length,
            href: workspacePaths.sheetMeasurements(sheet.projectId, sheet.id, ids),
          },
        ]
      : [];
  });
}

/** The links in a unit error, one entry each: « Ch. 144 – sol (A01) : 15,24 m² pour 02.01 Plinthe, en ml ». */
export function unitErrorEntries(
  problems: readonly LinkResult[],
  measurements: ReadonlyMap<string, Measurement>,
  sheets: ReadonlyMap<string, SheetRow>,
  library: Pick<TakeoffState, 'libraryItems'>,
): MeasurementEntry[] {
  return problems.flatMap((result) => {
    const m = measurements.get(result.measurementId);
    if (!m || !isUnitProblem(result.problem)) return [];
    const problem = result.problem;
    const sheet = sheets.get(m.sheetId);
    const article = library.libraryItems.get(result.articleId);
    return [
      {
        id: m.id,
        label: interpolate(libraryFr.quantities.unitErrorItem, {
          label: m.label || libraryFr.kinds[m.kind],
          sheet: sheet ? sheetLabel(sheet) : '',
          result: formatOwnUnit(problem.value, problem.unit),
          article: article?.designation ?? '',
          expected: problem.error.expected,
        }),
        href: workspacePaths.sheetMeasurements(m.projectId, m.sheetId, [m.id]),
      },
    ];
  });
}

/** The métré par local of the panel's filter, in the order asked. */
function LocalisationView({
  view,
  panel,
  engine,
  measurements,
  sheetIds,
}: {
  view: Exclude<QuantitiesView, 'priced'>;
  panel: QuantitiesPanelData;
  engine: QuantityEngine;
  measurements: ReadonlyMap<string, Measurement>;
  sheetIds: ReadonlySet<string> | undefined;
}) {
  const sums = useMemo(
    () =>
      localisationSums({
        panel,
        linksOfArticle: (id, sheetIds) => engine.linksOfArticle(id, sheetIds),
        measurements,
        ...(sheetIds ? { sheetIds } : {}),
      }),
    [panel, engine, measurements, sheetIds],
  );
  if (view === 'byLocalisation') return <LocalisationQuantities order="localisation" groups={sums.byLocalisation} />;
  const lots = panel.lots.map((lot) => ({
    lotId: lot.lot.id,
    number: lot.number,
    title: lot.lot.title,
    articles: lot.chapters.flatMap((c) =>
      c.articles.flatMap((a) => {
        const article = sums.byArticle.get(a.article.id);
        return article ? [article] : [];
      }),
    ),
  }));
  return <LocalisationQuantities order="lot" lots={lots} />;
}

export function QuantitiesRoute({ projectId }: { projectId: string }) {
  const { db, author, notify } = useWorkspace();
  const project = useProject(projectId);
  const quantities = useProjectQuantities(projectId);
  const libraries = useLiveQuery(async () => {
    const [all, used] = await Promise.all([libraryRepository(db).list(), projectLibraryRepository(db).list(projectId)]);
    return { all, used: new Set(used) };
  }, [db, projectId]);
  const [sheetId, setSheetId] = useState<string | null>(null);
  const [lotId, setLotId] = useState<string | null>(null);
  const [revision, setRevision] = useState<string | null>(null);
  const [articleId, setArticleId] = useState<string | null>(null);
  const [measurementId, setMeasurementId] = useState<string | null>(null);
  const [view, setView] = useState<QuantitiesView>('priced');
  // Issue 27: the current indices (what counts), the previous ones, or the deltas between them.
  const [indiceFilter, setIndiceFilter] = useState<IndiceFilter>('current');
  const selectedMeasurements = useMemo(() => (measurementId ? [measurementId] : []), [measurementId]);
  const measurementArticles = useMeasurementArticles(projectId, selectedMeasurements);
  const sheetRows = quantities.status === 'ready' ? quantities.sheets : null;
  const filter = useMemo<QuantitiesFilter>(() => {
    // A revision keeps the plans at that indice; a plan chosen besides narrows it to that plan.
    const byRevision = revision && sheetRows ? sheetRows.filter((s) => s.revision === revision).map((s) => s.id) : null;
    let sheetIds = byRevision ? byRevision.filter((id) => !sheetId || id === sheetId) : sheetId ? [sheetId] : null;
    // « Précédent »: each plan as it was before its last indice (itself when it has none); a plan chosen, its previous.
    if (indiceFilter === 'previous' && sheetRows) {
      const chosen = sheetIds ? new Set(sheetIds) : null;
      const sides = indiceSides(sheetRows, chosen ?? undefined);
      sheetIds = [...sides.before];
    }
    return {
      ...(sheetIds ? { sheetIds: new Set(sheetIds) } : {}),
      ...(lotId ? { lotIds: new Set([lotId]) } : {}),
    };
  }, [sheetId, lotId, revision, sheetRows, indiceFilter]);
  const noFilter = useMemo<QuantitiesFilter>(() => ({}), []);
  const panel = usePanel(quantities, filter);
  const allLots = usePanel(quantities, noFilter);
  const row = project.status === 'ready' ? project.value : null;
  const ready = quantities.status === 'ready' ? quantities : null;

  const document = useMemo(
    () =>
      row && ready
        ? quantitiesDocument({
            project: row,
            date: localDate(new Date()),
            engine: ready.engine,
            measurements: ready.measurements,
            sheets: ready.sheets,
            library: ready.library,
            filter,
          })
        : null,
    // `version` stands for the engine's mutable state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [row, ready?.engine, ready?.version, filter],
  );
  const hasIndices = ready?.sheets.some((s) => s.previousSheetId !== undefined) ?? false;
  const deltaLots = useMemo(
    () =>
      ready && hasIndices && indiceFilter === 'deltas'
        ? deltasViewLots(
            indiceExportDeltas(ready.engine, ready.sheets, ready.library, lotId ? { lotIds: new Set([lotId]) } : {}) ??
              [],
          )
        : null,
    // `version` stands for the engine's mutable state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready?.engine, ready?.version, hasIndices, indiceFilter, lotId],
  );
  const letters = useMemo(() => {
    const sheet = ready?.sheets.find(
      (s) => s.previousSheetId !== undefined && !ready.sheets.some((o) => o.previousSheetId === s.id),
    );
    const history = sheet && ready ? indiceHistory(sheet.id, ready.sheets) : [];
    return { current: history[0]?.letter ?? '', previous: history[1]?.letter ?? '' };
  }, [ready]);
  const exportUnitErrors = useMemo(
    () =>
      panel && ready
        ? unitErrorEntries(
            panel.problems,
            new Map(ready.measurements.map((m) => [m.id, m])),
            new Map(ready.sheets.map((s) => [s.id, s])),
            ready.library,
          )
        : [],
    [panel, ready],
  );
  const exporter = useExport(
    document ?? { kind: 'dpgf', project: { name: '', client: '', date: '', revisions: [] }, lots: [], details: [] },
    {
      onSaved: (message) => notify({ tone: 'success', message }),
      // Issue 24: the export lists the unit errors and asks; « Corriger » opens the first one's articles here.
      unitErrors: exportUnitErrors,
      onCorrect: () => {
        const first = exportUnitErrors[0];
        if (first) setMeasurementId(first.id);
        window.document.getElementById('quantities-unit-errors')?.scrollIntoView();
      },
    },
  );

  // Variables and links edited here are journalled in the project's scope: Ctrl+Z takes them back from this page.
  useScopeUndo(projectScope(projectId), { isEnabled: author !== null });

  const fail = (error: unknown) => notify({ tone: 'danger', message: libraryErrorMessage(error), timeout: null });
  const variables = variableRepository(db);

  if (project.status === 'error' || quantities.status === 'error')
    return <PageReadError error={readError(project, quantities)} />;
  if (project.status === 'loading') {
    return <PageLoading message={projectsFr.project.loading} />;
  }
  if (!row) {
    return <ProjectNotFound />;
  }
  const breadcrumbs = [
    projectsCrumb,
    { id: row.id, label: row.name, href: workspacePaths.project(row.id) },
    { id: 'quantities', label: t.title },
  ];
  const title = (
    <title>{interpolate(shellFr.pageTitle, { page: interpolate(t.pageTitle, { project: row.name }) })}</title>
  );
  if (!ready || !panel || !allLots || libraries.status !== 'ready') {
    return (
      <WorkspaceFrame breadcrumbs={breadcrumbs}>
        {title}
        <LoadingState message={t.loading} />
      </WorkspaceFrame>
    );
  }

  const sheets = new Map(ready.sheets.map((s) => [s.id, s]));
  const measurements = new Map(ready.measurements.map((m) => [m.id, m]));
  const selected = articleId ? ready.library.libraryItems.get(articleId) : undefined;
  // Issue 26: an article's measurements by plan, then by label (« Ch. 2 » before « Ch. 10 »), not in the order they
  // were linked — a bulk link of 40 rooms gives them in the table's order, which is not the reader's.
  const articleMeasurements = selected
    ? bySheetThenLabel(
        [...new Set(ready.engine.linksOfArticle(selected.id).map((l) => l.measurementId))]
          .map((id) => measurements.get(id))
          .filter((m): m is Measurement => m !== undefined && (!sheetId || m.sheetId === sheetId)),
        ready.sheets.map((s) => s.id),
      )
    : [];
  const highlighted = selected
    ? {
        article: selected.designation,
        measurements: articleMeasurements.map((m) => measurementEntry(m, sheets)),
        sheets: highlightedSheets(articleMeasurements, ready.sheets),
      }
    : null;
  // --- Issue 24: unit errors and the métré par local --------------------------------------------------------------
  const localisationView =
    view === 'priced' ? null : (
      <LocalisationView
        view={view}
        panel={panel}
        engine={ready.engine}
        measurements={measurements}
        sheetIds={filter.sheetIds}
      />
    );

  const canEdit = author !== null;
  const write = (action: () => Promise<unknown>) => {
    if (!author) return;
    action().catch(fail);
  };

  return (
    <WorkspaceFrame breadcrumbs={breadcrumbs} navigationKey={workspacePaths.quantities(row.id)} isPage>
      {title}
      <QuantitiesPage
        projectName={row.name}
        projectHref={workspacePaths.project(row.id)}
        librariesHref={workspacePaths.libraries()}
        canEdit={canEdit}
        libraries={libraries.value.all.map(({ library, articleCount }) => ({
          id: library.id,
          name: library.name,
          articleCount,
          isUsed: libraries.value.used.has(library.id),
        }))}
        onUseLibrary={(libraryId, isUsed) =>
          write(() => projectLibraryRepository(db).setUsed(row.id, libraryId, isUsed))
        }
        onExport={exporter.canExport ? exporter.open : undefined}
        variables={
          <VariablesPanel
            variables={ready.variables
              .map((v) => ({ row: v, usedBy: ready.engine.dependents(v.name).length }))
              .sort((a, b) => a.row.name.localeCompare(b.row.name, 'fr'))}
            onCreate={(values: VariableValues) => author && write(() => variables.create(row.id, values, author))}
            onUpdate={(id, values) => author && write(() => variables.update(row.id, id, values, author))}
            onDelete={(id) => author && write(() => variables.delete(row.id, id, author))}
          />
        }
        panel={
          <QuantitiesPanel
            data={panel}
            sheets={ready.sheets.map((s) => ({ id: s.id, label: sheetLabel(s) }))}
            lots={allLots.lots.map((l) => ({ id: l.lot.id, label: `${l.number} ${l.lot.title}` }))}
            sheetId={sheetId}
            lotId={lotId}
            onSheetChange={setSheetId}
            onLotChange={setLotId}
            onSelectArticle={(id) => setArticleId((current) => (current === id ? null : id))}
            selectedArticleId={articleId}
          />
        }
        highlighted={highlighted}
        unlinked={bySheetThenLabel(
          panel.unlinked,
          ready.sheets.map((s) => s.id),
        ).map((m) => measurementEntry(m, sheets))}
        onSelectMeasurement={(id) => setMeasurementId((current) => (current === id ? null : id))}
        selectedMeasurementId={measurementId}
        revisions={[...new Set(ready.sheets.flatMap((s) => (s.revision ? [s.revision] : [])))].sort((a, b) =>
          a.localeCompare(b, 'fr', { numeric: true }),
        )}
        revision={revision}
        onRevisionChange={setRevision}
        measurementEditor={measurementId ? <MeasurementArticles {...measurementArticles} /> : null}
        view={view}
        onViewChange={setView}
        localisationView={localisationView}
        unitErrors={exportUnitErrors}
        pse={document?.pse ? <PseQuantities blocks={document.pse} /> : null}
        {...(hasIndices && {
          indiceFilter,
          onIndiceFilterChange: setIndiceFilter,
          deltasView: <DeltasView previous={letters.previous} current={letters.current} lots={deltaLots ?? []} />,
        })}
      />
      {exporter.dialog}
    </WorkspaceFrame>
  );
}

/** The export's delta lots as the deltas view lists them: amounts from the same PU, rounded to the cent. */
function deltasViewLots(lots: readonly ExportDeltaLot[]): DeltaLot[] {
  const amount = (quantity: number, price: number | null) =>
    price === null ? null : Math.round(quantity * price * 100) / 100;
  return lots.map((lot) => ({
    id: lot.number === '' ? null : lot.number,
    name: lot.number === '' ? '' : `${lot.number} ${lot.title}`,
    rows: lot.lines.map((line) => ({
      articleId: line.number,
      number: line.number,
      designation: line.designation,
      unit: line.unit,
      before: line.before,
      after: line.after,
      amountBefore: amount(line.before, line.unitPrice),
      amountAfter: amount(line.after, line.unitPrice),
    })),
  }));
}
