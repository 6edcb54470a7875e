/**
 * The project page's export, loaded when « Exporter… » is first pressed (useProjectExport in ProjectRoute.tsx): it
 * computes the project's quantities (the engine, the formula parser) and hands the document to the export dialog.
 * Nothing of it is in the workspace's first load.
 */
import { useEffect, useMemo } from 'react';
import { localDate } from '../../domain/export/project';
import type { ProjectRow } from '../../domain/takeoff/types';
import ExportDialogHost from './ExportDialogHost';
import { quantitiesDocument } from './quantitiesDocument';
import { hasContent } from './useExport';
import { useProjectQuantities } from './useProjectQuantities';

export interface ProjectExportDialogProps {
  project: ProjectRow;
  isOpen: boolean;
  onClose(): void;
  onSaved?(message: string): void;
  /** The project has measurements but none gives a quantity (no scale yet): nothing to export, the page says why. */
  onEmpty(): void;
}

export default function ProjectExportDialog({ project, isOpen, onClose, onSaved, onEmpty }: ProjectExportDialogProps) {
  const quantities = useProjectQuantities(project.id);
  const ready = quantities.status === 'ready' ? quantities : null;
  const document = useMemo(
    () =>
      ready &&
      quantitiesDocument({
        project,
        date: localDate(new Date()),
        engine: ready.engine,
        measurements: ready.measurements,
        sheets: ready.sheets,
        library: ready.library,
      }),
    // `version` stands for the engine's mutable state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [project, ready?.engine, ready?.version],
  );
  const isEmpty = document !== null && !hasContent(document);
  useEffect(() => {
    if (isOpen && isEmpty) onEmpty();
  }, [isOpen, isEmpty, onEmpty]);
  // The quantities take a moment on a large project: the dialog opens once they are there.
  if (!document || isEmpty) return null;
  return <ExportDialogHost isOpen={isOpen} document={document} onClose={onClose} onSaved={onSaved} />;
}
