/**
 * The sheet page's « CAO » tab (issue 28): the drawing's blocks (« Compter ce bloc ») above its layer totals
 * (« Métrer les longueurs / surfaces »), both wired to the page's CAD state (./useCad.tsx).
 */
import { Box } from '../../../components/Layout';
import {
  BlocksPanel,
  CadClippedNotice,
  CadLayoutNotice,
  CadDrawnXrefsNotice,
  CadMissingXrefsNotice,
  CadUnshownNotice,
  CadModelState,
  CadUnreadLayoutsNotice,
  LayerTotals,
} from '../../../screens/Workspace/Cad';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { useMemo } from 'react';
import { xrefsNowInProject } from '../../../domain/cad/xrefs';
import { useWorkspace } from '../context';
import { useLiveQuery } from '../useLiveQuery';
import { useSheetMeasurements } from '../tools/sheetRows';
import { countsOf, type Cad } from './useCad';

export default function SheetCadTab({
  cad,
  readOnly,
  projectId,
  fileId,
}: {
  cad: Cad;
  readOnly: boolean;
  /** The sheet's project and file: a missing reference's file imported into the project since is said. */
  projectId: string;
  fileId: string;
}) {
  const { model } = cad;
  const { db } = useWorkspace();
  // The counts already made from blocks: read here, so that only this tab renders again when measurements change.
  const measurements = useSheetMeasurements(cad.store, cad.sheetId);
  const counted = useMemo(() => countsOf(measurements), [measurements]);
  const hasMissing = cad.missingXrefs.length > 0;
  // The project's other files, followed: one imported while the tab is open is said at once.
  const files = useLiveQuery(hasMissing ? () => db.files.where('projectId').equals(projectId).toArray() : null, [
    db,
    projectId,
    hasMissing,
  ]);
  const nowInProject = useMemo(
    () =>
      files.status === 'ready'
        ? xrefsNowInProject(
            cad.missingXrefs,
            files.value.filter((f) => f.id !== fileId).map((f) => f.name),
          )
        : [],
    [files, cad.missingXrefs, fileId],
  );
  if (!model) {
    if (cad.modelStatus === 'none') return null;
    return (
      <Box padding="sm">
        <CadModelState status={cad.modelStatus === 'ready' ? 'loading' : cad.modelStatus} />
      </Box>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="lg" padding="sm">
      {cad.unreadLayouts > 0 && <CadUnreadLayoutsNotice count={cad.unreadLayouts} />}
      {cad.drawnXrefs.length > 0 && <CadDrawnXrefsNotice xrefs={cad.drawnXrefs} />}
      {hasMissing && <CadMissingXrefsNotice xrefs={cad.missingXrefs} nowInProject={nowInProject} />}
      {model.clippedReferences && model.clippedReferences.length > 0 && (
        <CadClippedNotice references={model.clippedReferences} />
      )}
      {cad.unshown.length > 0 && <CadUnshownNotice groups={cad.unshown} />}
      {cad.layout && (
        <CadLayoutNotice
          name={cad.layout.name}
          viewports={cad.layout.viewports.map((vp, i) => ({
            label: cadPanelsFr.layout.viewportLabel.replace('{n}', String(i + 1)),
            denominator: vp.denominator,
          }))}
          unreadableViewports={cad.layout.unreadableViewports}
          hasNonRectangularClip={cad.layout.viewports.some((vp) => vp.nonRectangularClip)}
          isModelSpaceEmpty={cad.isPaperOnly}
          paper={cad.layout.paper ?? 'unknown'}
        />
      )}
      <BlocksPanel
        blocks={model.blocks}
        selected={cad.selectedBlock}
        onSelect={cad.selectBlock}
        counted={counted}
        articles={cad.articles}
        onCount={cad.count}
        onOpenMeasurement={cad.showMeasurement}
        isReadOnly={readOnly}
        headingLevel={2}
      />
      <LayerTotals
        layers={model.layers}
        geometry={model.geometry}
        selected={cad.selectedLayers}
        onSelectionChange={cad.selectLayers}
        articles={cad.articles}
        onMeasure={cad.measure}
        isReadOnly={readOnly}
        headingLevel={2}
      />
    </Box>
  );
}
