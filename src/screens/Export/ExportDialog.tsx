/**
 * The export dialog, a pure screen: which document (DPGF or DQE), which format (a workbook — priced or the cadre for
 * tender, with its optional sheets (the « Métré par local » when measurements are localised) and columns, the PSE, one
 * file per lot — or one CSV table), then the export's progress with a way to stop it, and its error with a retry. The
 * container runs the export worker and hands the state in.
 */
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Modal } from '../../components/Modal';
import { ProgressBar } from '../../components/ProgressBar';
import { RadioGroup } from '../../components/RadioGroup';
import { exportFr } from '../../i18n/export.fr';
import { interpolate } from '../../i18n/format';
import * as styles from './ExportDialog.css';

export type ExportKind = 'dpgf' | 'dqe';
export type ExportFormat = 'xlsx' | 'csv';
export type ExportCsvTable = 'priced' | 'quantities' | 'details' | 'byLocalisation';

/** `priced`: the estimate with its prices; `tender`: the cadre sent out for tender, PU blank, formulas ready. */
export type ExportPricing = 'priced' | 'tender';

export interface ExportChoice {
  kind: ExportKind;
  format: ExportFormat;
  /** The workbook's extra sheets. */
  quantitiesSheet: boolean;
  detailsSheet: boolean;
  /** The « Métré par local » sheet, offered when measurements are localised. Absent in choices kept from before: on. */
  localisationSheet?: boolean;
  /** The CSV's table. */
  csvTable: ExportCsvTable;
  /** The « Récapitulatif » sheet (on by default). Absent in choices kept from before: on. */
  summarySheet?: boolean;
  /** The priced estimate or the cadre for tender. @default 'priced' */
  pricing?: ExportPricing;
  /** One workbook per lot, each downloaded on its own. */
  perLot?: boolean;
  /** The PSE blocks after the base (offered only when the project has some). @default true */
  pse?: boolean;
  /** The priced sheet's optional columns. */
  cctpColumn?: boolean;
  localisationColumn?: boolean;
  sheetsColumn?: boolean;
}

export type ExportDialogState =
  | { status: 'choosing' }
  /** `value` in percent; absent while the step cannot say how far it is (compression). */
  | { status: 'running'; label: string; value?: number }
  | { status: 'error'; message: string };

export interface ExportDialogProps {
  isOpen: boolean;
  projectName: string;
  /** The PSE the project prices, by name: the dialog offers to include them when there are some. @default [] */
  pseNames?: readonly string[];
  /** Lots in the document: « un fichier par lot » is offered from two on. @default 0 */
  lotCount?: number;
  /** Whether measurements are localised: the « Métré par local » sheet and CSV are offered then. @default false */
  hasLocalisations?: boolean;
  choice: ExportChoice;
  onChoiceChange(choice: ExportChoice): void;
  state: ExportDialogState;
  onExport(): void;
  /** Stops the running export. */
  onCancelExport(): void;
  onClose(): void;
}

const t = exportFr.dialog;

const KINDS: readonly ExportKind[] = ['dpgf', 'dqe'];
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];
const CSV_TABLES: readonly ExportCsvTable[] = ['priced', 'quantities', 'details', 'byLocalisation'];
const PRICINGS: readonly ExportPricing[] = ['priced', 'tender'];

/** One of the choices, `options` in their order, each named by its entry in `labels`. */
function ChoiceGroup<K extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly K[];
  labels: Readonly<Record<K, string>>;
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <RadioGroup
      label={label}
      value={value}
      // The group offers only `options`: what it hands back is one of them.
      onChange={(picked) => onChange(picked as K)}
      items={options.map((option) => ({ value: option, label: labels[option] }))}
    />
  );
}

export function ExportDialog({
  isOpen,
  projectName,
  pseNames = [],
  lotCount = 0,
  hasLocalisations = false,
  choice,
  onChoiceChange,
  state,
  onExport,
  onCancelExport,
  onClose,
}: ExportDialogProps) {
  const running = state.status === 'running';
  const set = (patch: Partial<ExportChoice>) => onChoiceChange({ ...choice, ...patch });
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => {
        // Closing while running stops the export first: nothing keeps working behind a closed dialog.
        if (running) onCancelExport();
        onClose();
      }}
      isDismissable={!running}
      title={t.title}
      description={interpolate(t.description, { project: projectName })}
    >
      {running ? (
        <div className={styles.form}>
          <ProgressBar
            label={state.label}
            isIndeterminate={state.value === undefined}
            value={state.value}
            showValueLabel={state.value !== undefined}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancelExport}>
              {t.cancelExport}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onExport();
          }}
        >
          {state.status === 'error' && <Alert title={t.errorTitle}>{state.message}</Alert>}
          <ChoiceGroup
            label={t.kind}
            options={KINDS}
            labels={t.kinds}
            value={choice.kind}
            onChange={(kind) => set({ kind })}
          />
          <ChoiceGroup
            label={t.format}
            options={FORMATS}
            labels={t.formats}
            value={choice.format}
            onChange={(format) => set({ format })}
          />
          {choice.format === 'xlsx' ? (
            <>
              <ChoiceGroup
                label={t.pricing}
                options={PRICINGS}
                labels={t.pricings}
                value={choice.pricing ?? 'priced'}
                onChange={(pricing) => set({ pricing })}
              />
              <div className={styles.columns}>
                <fieldset className={styles.group}>
                  <legend className={styles.legend}>{t.sheets}</legend>
                  <Checkbox isSelected={choice.summarySheet ?? true} onChange={(summarySheet) => set({ summarySheet })}>
                    {t.sheetSummary}
                  </Checkbox>
                  <Checkbox
                    isSelected={choice.quantitiesSheet}
                    onChange={(quantitiesSheet) => set({ quantitiesSheet })}
                  >
                    {t.sheetQuantities}
                  </Checkbox>
                  <Checkbox isSelected={choice.detailsSheet} onChange={(detailsSheet) => set({ detailsSheet })}>
                    {t.sheetDetails}
                  </Checkbox>
                  {hasLocalisations && (
                    <Checkbox
                      isSelected={choice.localisationSheet ?? true}
                      onChange={(localisationSheet) => set({ localisationSheet })}
                    >
                      {t.sheetByLocalisation}
                    </Checkbox>
                  )}
                </fieldset>
                <fieldset className={styles.group}>
                  <legend className={styles.legend}>{t.columns}</legend>
                  <Checkbox isSelected={choice.cctpColumn ?? false} onChange={(cctpColumn) => set({ cctpColumn })}>
                    {t.columnCctp}
                  </Checkbox>
                  <Checkbox
                    isSelected={choice.localisationColumn ?? false}
                    onChange={(localisationColumn) => set({ localisationColumn })}
                  >
                    {t.columnLocalisation}
                  </Checkbox>
                  <Checkbox
                    isSelected={choice.sheetsColumn ?? false}
                    onChange={(sheetsColumn) => set({ sheetsColumn })}
                  >
                    {t.columnSheets}
                  </Checkbox>
                </fieldset>
              </div>
              {(lotCount > 1 || pseNames.length > 0) && (
                <fieldset className={styles.group}>
                  <legend className={styles.legend}>{t.options}</legend>
                  {pseNames.length > 0 && (
                    <Checkbox isSelected={choice.pse ?? true} onChange={(pse) => set({ pse })}>
                      {interpolate(pseNames.length === 1 ? t.pseOne : t.pseMany, {
                        count: String(pseNames.length),
                        name: pseNames[0] ?? '',
                      })}
                    </Checkbox>
                  )}
                  {lotCount > 1 && (
                    <Checkbox isSelected={choice.perLot ?? false} onChange={(perLot) => set({ perLot })}>
                      {interpolate(t.perLot, { count: String(lotCount) })}
                    </Checkbox>
                  )}
                </fieldset>
              )}
            </>
          ) : (
            <ChoiceGroup
              label={t.csvTable}
              options={hasLocalisations ? CSV_TABLES : CSV_TABLES.filter((table) => table !== 'byLocalisation')}
              labels={t.csvTables}
              value={choice.csvTable}
              onChange={(csvTable) => set({ csvTable })}
            />
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="primary">
              {state.status === 'error' ? t.retry : t.submit}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
