/**
 * The library import wizard's steps, pure screens: the column mapping (which column feeds which field, with what
 * was detected in the file and an example), the preview (the first rows as they would be imported, refused ones
 * with their reason), and the report (what was written, and one French sentence per line that was not). The
 * container reads the file in the export worker, checks it (src/domain/libraryFile) and writes the plan.
 */
import { useId } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Heading } from '../../components/Typography';
import {
  LIBRARY_FIELDS,
  REQUIRED_FIELDS,
  type ColumnMapping,
  type CsvSeparator,
  type LibraryField,
  type TextEncodingName,
} from '../../domain/libraryFile/model';
import type { MappingIssue } from '../../domain/libraryFile/mapping';
import type { CheckedRow } from '../../domain/libraryFile/validate';
import {
  formatRate,
  libraryFieldName,
  libraryIssuesText,
  libraryReportLine,
  mappingIssueMessage,
} from '../../i18n/export';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { exportFr } from '../../i18n/export.fr';
import { interpolate, pluralForm } from '../../i18n/format';
import { formatMoney } from '../../i18n/numbers';
import * as styles from './LibraryImport.css';

const t = exportFr.importWizard;
const NONE = 'none';

export interface DetectedFormat {
  encoding?: TextEncodingName;
  separator?: CsvSeparator;
  decimal: ',' | '.';
  /** XLSX: the sheet read. */
  sheet?: string;
}

export interface MappingStepProps {
  fileName: string;
  detected: DetectedFormat;
  /** Column names: the heading, or « colonne C » (src/i18n/export.ts columnName). */
  columns: readonly string[];
  /** The first data row's cells as text, to show an example beside each field. */
  example: { line: number; cells: readonly string[] } | null;
  mapping: ColumnMapping;
  onMappingChange(mapping: ColumnMapping): void;
  /** What stops the import with this mapping; the Continue button is then refused with these messages. */
  issues: readonly MappingIssue[];
  /** Shown once the user pressed Continue with issues. */
  showIssues: boolean;
  onNext(): void;
  onCancel(): void;
}

function detectedText(detected: DetectedFormat): string {
  const d = exportFr.library.detected;
  if (detected.sheet !== undefined) return interpolate(t.detectedSheet, { sheet: detected.sheet });
  return interpolate(t.detected, {
    encoding: d.encodings[detected.encoding ?? 'utf-8'],
    separator: d.separators[detected.separator ?? ';'],
    decimal: d.decimals[detected.decimal],
  });
}

export function LibraryImportMapping(props: MappingStepProps) {
  const { fileName, detected, columns, example, mapping, onMappingChange, issues, showIssues, onNext, onCancel } =
    props;
  const headingId = useId();
  const options = [
    { id: NONE, label: t.noColumn },
    ...columns.map((name, index) => ({ id: String(index), label: name })),
  ];
  const setField = (field: LibraryField, column: number | null) => onMappingChange({ ...mapping, [field]: column });
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t.steps.mapping}
      </Heading>
      <p className={styles.text}>{interpolate(t.mappingIntro, { fileName })}</p>
      <p className={styles.muted}>{detectedText(detected)}</p>
      {showIssues && issues.length > 0 && (
        <Alert>
          <ul className={styles.list}>
            {issues.map((issue) => (
              <li key={`${issue.code}-${'field' in issue ? issue.field : issue.column}`}>
                {mappingIssueMessage(issue, columns)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t.mappingTable}>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t.fieldHeader}
              </th>
              <th scope="col" className={styles.headCell}>
                {t.columnHeader}
              </th>
              {example && (
                <th scope="col" className={styles.headCell}>
                  {interpolate(t.exampleHeader, { line: example.line })}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {LIBRARY_FIELDS.map((field) => {
              const column = mapping[field];
              const name = libraryFieldName(field);
              const required = REQUIRED_FIELDS.includes(field);
              return (
                <tr key={field}>
                  <th scope="row" className={styles.cell}>
                    {name}
                    {required && <span className={styles.muted}>{` (${t.required})`}</span>}
                  </th>
                  <td className={styles.cell}>
                    {/* The row header shows the field and whether it is required; the select's label says the same
                        to a screen reader only (isRequired would print a second, visible « (obligatoire) » above it). */}
                    <Select
                      label={<VisuallyHidden>{required ? `${name} (${t.required})` : name}</VisuallyHidden>}
                      items={options}
                      value={column === null ? NONE : String(column)}
                      onChange={(key) => setField(field, key === NONE || key === null ? null : Number(key))}
                    />
                  </td>
                  {example && <td className={styles.cell}>{column === null ? '' : (example.cells[column] ?? '')}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="primary" onPress={onNext}>
          {t.next}
        </Button>
      </div>
    </section>
  );
}

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  rejected: number;
}

export interface PreviewStepProps {
  /** The first rows, checked. */
  rows: readonly CheckedRow[];
  /** The whole file's plan: what confirming would do. */
  counts: ImportCounts;
  isPending?: boolean;
  onBack(): void;
  onConfirm(): void;
  onCancel(): void;
}

export function LibraryImportPreview({
  rows,
  counts,
  isPending = false,
  onBack,
  onConfirm,
  onCancel,
}: PreviewStepProps) {
  const headingId = useId();
  const f = exportFr.library.fields;
  const importable = counts.create + counts.update;
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t.steps.preview}
      </Heading>
      <p className={styles.text}>{interpolate(t.previewIntro, { count: rows.length })}</p>
      <p className={styles.text}>{countsSentence(t.counts, t.countsOf, counts)}</p>
      <p className={styles.muted}>{t.nothingWritten}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t.previewTable}>
          <thead>
            <tr>
              {[t.lineHeader, f.number, f.designation, f.unit, f.unitPrice, f.vatRate, t.statusHeader].map((h) => (
                <th key={h} scope="col" className={styles.headCell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <td className={styles.numeric}>{row.line}</td>
                <td className={styles.cell}>{row.number ?? ''}</td>
                <td className={styles.cell}>{row.draft?.designation ?? ''}</td>
                <td className={styles.cell}>{row.draft?.unit ?? ''}</td>
                <td className={styles.numeric}>{row.draft ? formatMoney(row.draft.unitPrice) : ''}</td>
                <td className={styles.numeric}>{row.draft ? formatRate(row.draft.vatRate) : ''}</td>
                <td className={styles.cell}>
                  {row.issues.length === 0 ? (
                    <span className={styles.accepted}>{t.statusOk}</span>
                  ) : (
                    <span className={styles.refused}>{`${t.statusError}\u00a0: ${libraryIssuesText(row.issues)}`}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t.cancel}
        </Button>
        <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
          {t.back}
        </Button>
        <Button variant="primary" onPress={onConfirm} isDisabled={importable === 0} isPending={isPending}>
          {interpolate(pluralForm(t.confirm, importable), { count: importable })}
        </Button>
      </div>
    </section>
  );
}

type Forms = { readonly one: string; readonly other: string };

/** « 1 à créer, 0 à mettre à jour, 2 inchangées, 0 refusée. »: each count with its French plural (0 and 1 singular). */
function countsSentence(
  sentence: string,
  forms: Readonly<Record<'create' | 'update' | 'unchanged' | 'rejected', Forms>>,
  counts: ImportCounts,
): string {
  const part = (key: keyof typeof forms) => interpolate(pluralForm(forms[key], counts[key]), { count: counts[key] });
  return interpolate(sentence, {
    create: part('create'),
    update: part('update'),
    unchanged: part('unchanged'),
    rejected: part('rejected'),
  });
}

export interface ReportStepProps {
  counts: ImportCounts;
  /** Every refused row of the file, in file order. */
  rejected: readonly CheckedRow[];
  onClose(): void;
}

export function LibraryImportReport({ counts, rejected, onClose }: ReportStepProps) {
  const headingId = useId();
  const linesId = useId();
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t.steps.report}
      </Heading>
      <p className={styles.text} role="status">
        {`${t.reportIntro} ${countsSentence(t.reportCounts, t.reportCountsOf, counts)}`}
      </p>
      {rejected.length === 0 ? (
        <p className={styles.text}>{t.reportNone}</p>
      ) : (
        <>
          <Heading level={3} id={linesId}>
            {t.reportLines}
          </Heading>
          <ul className={styles.list} aria-labelledby={linesId}>
            {rejected.map((row) => (
              <li key={row.line}>{libraryReportLine(row)}</li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onPress={onClose}>
          {t.close}
        </Button>
      </div>
    </section>
  );
}
