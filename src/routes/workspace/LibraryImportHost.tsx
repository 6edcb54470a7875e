/**
 * The library import wizard's container: reads the chosen file in the export worker (XLSX or CSV, its encoding and
 * separator detected), guesses the column mapping, then mapping → preview → one journal entry → report. Nothing is
 * written before « Importer » on the preview; « Annuler » at any step leaves the library as it was. A re-import
 * updates the articles with the same N° (planImport compares by N°).
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { libraryRepository } from '../../db/library/libraries';
import { findHeaderRow, guessMapping, mappingIssues, type HeaderRow } from '../../domain/libraryFile/mapping';
import type { ColumnMapping, RawTable } from '../../domain/libraryFile/model';
import { planImport, type ImportPlan } from '../../domain/libraryFile/plan';
import { checkRows, detectFileDecimal, previewRows } from '../../domain/libraryFile/validate';
import { cellText } from '../../domain/libraryFile/values';
import { columnName, exportErrorMessage } from '../../i18n/export';
import { exportFr } from '../../i18n/export.fr';
import { LoadingState } from '../../screens/Workspace/Projects/ProjectStates';
import { LibraryImportMapping, LibraryImportPreview, LibraryImportReport } from '../../screens/LibraryImport';
import type { ExportErrorCode } from '../../workers/export/protocol';
import { useWorkspace } from './context';
import { libraryErrorMessage } from './libraryErrors';

type Step =
  | { readonly kind: 'reading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'mapping'; readonly showIssues: boolean }
  | { readonly kind: 'preview'; readonly plan: ImportPlan; readonly isPending: boolean }
  | { readonly kind: 'report'; readonly plan: ImportPlan };

const CODES: readonly ExportErrorCode[] = ['cancelled', 'badRequest', 'unreadableFile', 'emptyFile', 'workerFailed'];
const codeOf = (error: unknown): ExportErrorCode => {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return CODES.find((c) => c === code) ?? 'unknown';
};

export interface LibraryImportHostProps {
  file: File;
  libraryId: string;
  /** The wizard closed: after the report (`count` articles written) or on « Annuler » (0). */
  onDone(count: number): void;
}

export function LibraryImportHost({ file, libraryId, onDone }: LibraryImportHostProps) {
  const { db, author } = useWorkspace();
  const [step, setStep] = useState<Step>({ kind: 'reading' });
  const [read, setRead] = useState<{ table: RawTable; header: HeaderRow } | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const data = await file.arrayBuffer();
        const { exportClient } = await import('../../workers/export/client');
        const table = await exportClient().readLibraryFile(data, file.name, { signal: controller.signal });
        const header = findHeaderRow(table);
        if (!header) throw Object.assign(new Error('empty file'), { code: 'emptyFile' });
        setRead({ table, header });
        setMapping(guessMapping(header.headings));
        setStep({ kind: 'mapping', showIssues: false });
      } catch (error) {
        if (!controller.signal.aborted) setStep({ kind: 'failed', message: exportErrorMessage(codeOf(error)) });
      }
    })();
    return () => controller.abort();
  }, [file]);

  const issues = useMemo(() => (read && mapping ? mappingIssues(mapping, read.header.width) : []), [read, mapping]);
  const preview = useMemo(
    () => (read && mapping && issues.length === 0 ? previewRows(read.table, read.header, mapping) : []),
    [read, mapping, issues],
  );

  if (step.kind === 'reading') return <LoadingState message={exportFr.progress.read} />;
  if (step.kind === 'failed' || !read || !mapping) {
    return (
      <div>
        <Alert tone="danger">{step.kind === 'failed' ? step.message : exportErrorMessage('unknown')}</Alert>
        <Button variant="secondary" onPress={() => onDone(0)}>
          {exportFr.importWizard.cancel}
        </Button>
      </div>
    );
  }
  const { table, header } = read;

  const toPreview = async () => {
    if (issues.length > 0) {
      setStep({ kind: 'mapping', showIssues: true });
      return;
    }
    const decimal = detectFileDecimal(table, header, mapping);
    const checked = checkRows(table, header, mapping, { decimal });
    const existing = await libraryRepository(db).existingArticles(libraryId);
    setStep({ kind: 'preview', plan: planImport(checked, existing), isPending: false });
  };

  const confirm = async (plan: ImportPlan) => {
    if (!author) return;
    setStep({ kind: 'preview', plan, isPending: true });
    try {
      await libraryRepository(db).importPlan(libraryId, plan, author);
      setStep({ kind: 'report', plan });
    } catch (error) {
      setStep({ kind: 'failed', message: libraryErrorMessage(error) });
    }
  };

  switch (step.kind) {
    case 'mapping':
      return (
        <LibraryImportMapping
          fileName={file.name}
          detected={{
            ...(table.encoding ? { encoding: table.encoding } : {}),
            ...(table.separator ? { separator: table.separator } : {}),
            ...(table.sheet ? { sheet: table.sheet } : {}),
            decimal: detectFileDecimal(table, header, mapping),
          }}
          columns={header.headings.map((_, i) => columnName(header.headings, i))}
          example={(() => {
            const row = table.rows[header.index + 1];
            return row ? { line: row.line, cells: row.cells.map(cellText) } : null;
          })()}
          mapping={mapping}
          onMappingChange={setMapping}
          issues={issues}
          showIssues={step.showIssues}
          onNext={() => void toPreview()}
          onCancel={() => onDone(0)}
        />
      );
    case 'preview':
      return (
        <LibraryImportPreview
          rows={preview}
          counts={step.plan.counts}
          isPending={step.isPending || !author}
          onBack={() => setStep({ kind: 'mapping', showIssues: false })}
          onConfirm={() => void confirm(step.plan)}
          onCancel={() => onDone(0)}
        />
      );
    case 'report':
      return (
        <LibraryImportReport
          counts={step.plan.counts}
          rejected={step.plan.rejected}
          onClose={() => onDone(step.plan.counts.create + step.plan.counts.update)}
        />
      );
  }
}
