/**
 * The export, as a project page uses it: `useExport(document)` gives `open()` and the dialog to render. The page
 * hands in plain data (the export model of src/domain/export/model.ts); nothing of the export is in the workspace's
 * first load — the dialog and its copy load when it first opens, the worker client and exceljs on « Exporter »
 * (ExportDialogHost.tsx; tests/e2e/export-worker.spec.ts checks both in the built site).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ExportDocument } from '../../domain/export/model';
import { UnitErrorsDialog } from '../../screens/Export/UnitErrorsDialog';

const ExportDialogHost = lazy(() => import('./ExportDialogHost'));

export interface UseExport {
  /** Whether there is anything to export: at least one priced line or one measurement. */
  canExport: boolean;
  open(): void;
  /** The dialog: render it once, anywhere in the page. */
  dialog: ReactNode;
}

/** A document with no line and no measurement would be an empty DPGF: nothing to offer. */
export function hasContent(document: ExportDocument): boolean {
  return (
    document.details.length > 0 || document.lots.some((lot) => lot.chapters.some((chapter) => chapter.lines.length > 0))
  );
}

export interface UseExportOptions {
  onSaved?(message: string): void;
  /**
   * Issue 24: the measurements in a unit error (not counted), one sentence each. When there are some, « Exporter »
   * first lists them and asks: « Exporter sans ces mesures » goes on to the export dialog, « Corriger » calls
   * onCorrect. @default []
   */
  unitErrors?: readonly { readonly id: string; readonly label: string }[];
  onCorrect?(): void;
}

export function useExport(document: ExportDocument, options: UseExportOptions = {}): UseExport {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so that the closing animation plays and the choice is kept between openings.
  const [wasOpened, setWasOpened] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const canExport = hasContent(document);
  const unitErrors = options.unitErrors ?? [];
  const openExport = () => {
    setWasOpened(true);
    setOpen(true);
  };
  return {
    canExport,
    open: () => {
      if (!canExport) return;
      if (unitErrors.length > 0) setAsking(true);
      else openExport();
    },
    dialog: (
      <>
        {/* Issue 24: asked before the export when measurements are left out for a unit error. */}
        <UnitErrorsDialog
          isOpen={isAsking}
          errors={unitErrors}
          onExportAnyway={() => {
            setAsking(false);
            openExport();
          }}
          onCorrect={() => {
            setAsking(false);
            options.onCorrect?.();
          }}
        />
        {exportDialog()}
      </>
    ),
  };

  function exportDialog() {
    return wasOpened ? (
      // Nothing to show while the dialog's code loads: the press that opened it stays where it is.
      <Suspense fallback={null}>
        <ExportDialogHost
          isOpen={isOpen}
          document={document}
          onClose={() => setOpen(false)}
          onSaved={options.onSaved}
        />
      </Suspense>
    ) : null;
  }
}
