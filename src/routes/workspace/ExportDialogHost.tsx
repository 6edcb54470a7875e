/**
 * The export dialog's container, loaded when the dialog first opens (useExport.tsx): it holds the choice, runs the
 * export worker through its client — imported on « Exporter », so the worker and exceljs load only for an export —
 * shows its progress, stops it on « Arrêter l’export » or when the dialog closes, and saves the file.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { hasLocalisations, type ExportDocument, type WorkbookSheets } from '../../domain/export/model';
import { lotDocuments } from '../../domain/export/perLot';
import { exportFr } from '../../i18n/export.fr';
import { exportErrorMessage, exportProgressState } from '../../i18n/export';
import { interpolate } from '../../i18n/format';
import { ExportDialog, type ExportChoice, type ExportDialogState } from '../../screens/Export';
import type { ExportErrorCode } from '../../workers/export/protocol';
import { download } from './download';

export interface ExportDialogHostProps {
  isOpen: boolean;
  document: ExportDocument;
  onClose(): void;
  /** Told once a file is saved, with the French sentence that says so (« Fichier « … » enregistré. »). */
  onSaved?(message: string): void;
}

const CODES: readonly ExportErrorCode[] = [
  'cancelled',
  'badRequest',
  'unreadableFile',
  'emptyFile',
  'workerFailed',
  'unknown',
];

/** The worker's error code, whichever copy of the ExportError class threw it (the client is its own chunk). */
function errorCode(error: unknown): ExportErrorCode {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return CODES.find((known) => known === code) ?? 'unknown';
}

export function sheetsOf(choice: ExportChoice): WorkbookSheets {
  return {
    priced: true,
    quantities: choice.quantitiesSheet,
    details: choice.detailsSheet,
    summary: choice.summarySheet ?? true,
    tender: choice.pricing === 'tender',
    pse: choice.pse ?? true,
    byLocalisation: choice.localisationSheet ?? true,
    columns: {
      cctpRef: choice.cctpColumn ?? false,
      localisation: choice.localisationColumn ?? false,
      sheets: choice.sheetsColumn ?? false,
    },
  };
}

export default function ExportDialogHost({ isOpen, document, onClose, onSaved }: ExportDialogHostProps) {
  const [choice, setChoice] = useState<ExportChoice>(() => ({
    kind: document.kind,
    format: 'xlsx',
    quantitiesSheet: true,
    detailsSheet: true,
    localisationSheet: true,
    csvTable: 'priced',
    summarySheet: true,
    pricing: 'priced',
    perLot: false,
    pse: true,
  }));
  const lots = useMemo(() => lotDocuments(document), [document]);
  const [state, setState] = useState<ExportDialogState>({ status: 'choosing' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops a running export: nothing works on behind it, nothing is saved after it.
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', label: exportFr.progress.layout });
    const options = {
      signal: controller.signal,
      onProgress: (progress: Parameters<typeof exportProgressState>[0]) =>
        setState({ status: 'running', ...exportProgressState(progress) }),
    };
    try {
      const { exportClient } = await import('../../workers/export/client');
      controller.signal.throwIfAborted();
      const exported = { ...document, kind: choice.kind };
      if (choice.format === 'xlsx' && choice.perLot && lots.length > 1) {
        // One file per lot, each saved as soon as it is written (README, « One file per lot »).
        for (const [index, part] of lots.entries()) {
          const file = await exportClient().workbook({ ...part.document, kind: choice.kind }, sheetsOf(choice), {
            signal: controller.signal,
            lot: part.lot,
            onProgress: (progress) => {
              const step = exportProgressState(progress);
              setState({
                status: 'running',
                label: interpolate(exportFr.dialog.lotProgress, {
                  number: part.lot,
                  index: String(index + 1),
                  count: String(lots.length),
                  step: step.label,
                }),
                // The whole run's share: the lots done, plus this one's progress.
                value: step.value === undefined ? undefined : Math.round((index * 100 + step.value) / lots.length),
              });
            },
          });
          controller.signal.throwIfAborted();
          download(file.blob, file.fileName);
        }
        setState({ status: 'choosing' });
        onSaved?.(interpolate(exportFr.dialog.doneMany, { count: String(lots.length) }));
        onClose();
        return;
      }
      const file =
        choice.format === 'xlsx'
          ? await exportClient().workbook(exported, sheetsOf(choice), options)
          : await exportClient().csv(exported, choice.csvTable, options);
      download(file.blob, file.fileName);
      setState({ status: 'choosing' });
      onSaved?.(interpolate(exportFr.dialog.done, { fileName: file.fileName }));
      onClose();
    } catch (error) {
      // Stopped on purpose: back to the choice, no error to read.
      if (controller.signal.aborted) setState({ status: 'choosing' });
      else setState({ status: 'error', message: exportErrorMessage(errorCode(error)) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <ExportDialog
      isOpen={isOpen}
      projectName={document.project.name}
      pseNames={(document.pse ?? []).map((p) => p.name)}
      lotCount={lots.length}
      hasLocalisations={hasLocalisations(document)}
      choice={choice}
      onChoiceChange={setChoice}
      state={state}
      onExport={() => void run()}
      onCancelExport={() => running.current?.abort()}
      onClose={onClose}
    />
  );
}
