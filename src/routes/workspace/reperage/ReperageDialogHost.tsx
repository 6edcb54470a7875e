/**
 * The plan de repérage's container, loaded when « Plan de repérage (PDF) » is first pressed (useReperage.tsx): it reads
 * the project's live quantities (the engine gives each link's quantity), keeps the choice, reads the chosen sheets'
 * PDF bytes from the blob table, runs the reperage worker — imported on « Exporter le PDF », so pdf-lib loads only
 * for an export — shows its progress, terminates it on « Annuler » or when the dialog closes, and saves the file.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { planFileRepository } from '../../../db/workspace/files';
import { sheetRepository } from '../../../db/workspace/sheets';
import { localDate } from '../../../domain/export/project';
import { MAX_PAGES, planPages, reperageInputOf } from '../../../domain/reperage';
import type { ProjectRow } from '../../../domain/takeoff/types';
import { interpolate, pluralForm } from '../../../i18n/format';
import { reperageErrorMessage, reperageFailureMessage } from '../../../i18n/reperage';
import { reperageFr } from '../../../i18n/reperage.fr';
import { ReperageDialog, type ReperageChoice, type ReperageDialogState } from '../../../screens/Workspace/Reperage';
import { PRINT_PALETTE } from '../../../theme/print';
import type { SourceFile } from '../../../workers/reperage/protocol';
import { useWorkspace } from '../context';
import { download } from '../download';
import { useProjectQuantities } from '../useProjectQuantities';

export interface ReperageDialogHostProps {
  readonly project: ProjectRow;
  readonly isOpen: boolean;
  /** The sheets ticked when the dialog first opens (the sheet page's own); every sheet when absent. */
  readonly initialSheetIds?: readonly string[];
  onClose(): void;
  /** Told once a file is saved with every page, with the French sentence that says so. */
  onSaved?(message: string): void;
}

/** « Établi par » is remembered per browser: the same person exports again and again. */
const AUTHOR_KEY = 'metr.reperage.author';

function savedAuthor(): string {
  try {
    return globalThis.localStorage?.getItem(AUTHOR_KEY) ?? '';
  } catch {
    return '';
  }
}

function saveAuthor(author: string) {
  try {
    globalThis.localStorage?.setItem(AUTHOR_KEY, author.trim());
  } catch {
    // Storage refused (private mode, quota): the name is simply not remembered.
  }
}

const t = reperageFr;
export default function ReperageDialogHost({
  project,
  isOpen,
  initialSheetIds,
  onClose,
  onSaved,
}: ReperageDialogHostProps) {
  const { db } = useWorkspace();
  const quantities = useProjectQuantities(project.id);
  const ready = quantities.status === 'ready' ? quantities : null;
  const sheets = useMemo(() => ready?.sheets ?? [], [ready?.sheets]);
  const [choice, setChoice] = useState<ReperageChoice>(() => ({
    sheetIds: initialSheetIds ?? [],
    split: 'sheet',
    paper: 'A3',
    author: savedAuthor(),
  }));
  // Every sheet ticked once the sheets are known, when the dialog was not opened from one.
  const [seeded, setSeeded] = useState(initialSheetIds !== undefined);
  if (!seeded && ready) {
    setSeeded(true);
    setChoice((c) => ({ ...c, sheetIds: ready.sheets.map((s) => s.id) }));
  }
  const [state, setState] = useState<ReperageDialogState>({ status: 'choosing' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const input = useMemo(() => {
    if (!ready) return null;
    const chosen = new Set(choice.sheetIds);
    return reperageInputOf({
      projectName: project.name,
      sheets: ready.sheets.filter((s) => chosen.has(s.id)),
      measurements: ready.measurements,
      library: ready.library,
      linkValues: (id) => ready.engine.linksOfMeasurement(id),
    });
    // `version` stands for the engine's mutable state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready?.engine, ready?.version, ready?.sheets, ready?.measurements, choice.sheetIds, project.name]);
  const pageCount = useMemo(
    () => (input ? planPages(input, { split: choice.split }).length : null),
    [input, choice.split],
  );

  const run = async () => {
    if (!input) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    saveAuthor(choice.author);
    setState({ status: 'running', label: t.dialog.preparing });
    try {
      const files = planFileRepository(db);
      const fileIds = [...new Set(input.sheets.map((s) => s.fileId))];
      const sources: SourceFile[] = await Promise.all(
        fileIds.map(async (fileId) => {
          // A blob the browser lost (purged, quota) is the worker's « missing file », named per sheet.
          const blob = await files.getFileBlob(fileId).catch(() => undefined);
          return { fileId, data: blob ? await blob.arrayBuffer() : null };
        }),
      );
      // The layers each sheet's viewer hides (its saved view): hidden on the PDF too. No saved view: the file's own
      // default, as the viewer opens it.
      const views = sheetRepository(db);
      const hiddenLayers = new Map<string, readonly string[]>();
      for (const sheet of input.sheets) {
        const view = await views.getView(sheet.id).catch(() => undefined);
        if (view?.hiddenLayers) hiddenLayers.set(sheet.id, view.hiddenLayers);
      }
      controller.signal.throwIfAborted();
      const { reperageClient } = await import('../../../workers/reperage/client');
      controller.signal.throwIfAborted();
      const file = await reperageClient().write(
        { ...input, hiddenLayers },
        { paper: choice.paper, split: choice.split, author: choice.author, date: localDate(new Date()) },
        sources,
        PRINT_PALETTE,
        {
          signal: controller.signal,
          onProgress: (progress) =>
            setState(
              progress.stage === 'page'
                ? {
                    status: 'running',
                    label:
                      progress.sheet && progress.done < progress.total
                        ? interpolate(t.dialog.progressSheet, {
                            done: progress.done + 1,
                            total: progress.total,
                            sheet: progress.sheet,
                          })
                        : interpolate(t.dialog.progress, { done: progress.done, total: progress.total }),
                    done: progress.done,
                    total: progress.total,
                  }
                : { status: 'running', label: progress.stage === 'save' ? t.dialog.saving : t.dialog.preparing },
            ),
        },
      );
      download(file.blob, file.fileName);
      const saved = interpolate(t.dialog.done, { fileName: file.fileName });
      if (file.failures.length > 0) {
        setState({
          status: 'partial',
          message: `${saved} ${interpolate(pluralForm(t.dialog.partial, file.failures.length), { failed: file.failures.length })}`,
          failures: file.failures.map(reperageFailureMessage),
        });
        return;
      }
      setState({ status: 'choosing' });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (controller.signal.aborted) setState({ status: 'choosing' });
      else setState({ status: 'error', message: reperageErrorMessage(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  // The quantities take a moment on a large project: the dialog opens once they are there (as the export's does).
  if (!ready) return null;
  return (
    <ReperageDialog
      isOpen={isOpen}
      projectName={project.name}
      sheets={sheets}
      choice={choice}
      onChoiceChange={setChoice}
      pageCount={pageCount}
      maxPages={MAX_PAGES}
      state={state}
      onExport={() => void run()}
      onCancelExport={() => running.current?.abort()}
      onClose={() => {
        if (state.status === 'partial') setState({ status: 'choosing' });
        onClose();
      }}
    />
  );
}
