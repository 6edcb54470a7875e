/**
 * The export dialog, a pure screen: which document (DPGF or DQE), which format (a workbook with optional extra
 * sheets, or one CSV table), then the export's progress with a way to stop it, and its error with a retry. The
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
export type ExportCsvTable = 'priced' | 'quantities' | 'details';

export interface ExportChoice {
  kind: ExportKind;
  format: ExportFormat;
  /** The workbook's extra sheets. */
  quantitiesSheet: boolean;
  detailsSheet: boolean;
  /** The CSV's table. */
  csvTable: ExportCsvTable;
}

export type ExportDialogState =
  | { status: 'choosing' }
  /** `value` in percent; absent while the step cannot say how far it is (compression). */
  | { status: 'running'; label: string; value?: number }
  | { status: 'error'; message: string };

export interface ExportDialogProps {
  isOpen: boolean;
  projectName: string;
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
const CSV_TABLES: readonly ExportCsvTable[] = ['priced', 'quantities', 'details'];

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
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t.sheets}</legend>
              <Checkbox isSelected={choice.quantitiesSheet} onChange={(quantitiesSheet) => set({ quantitiesSheet })}>
                {t.sheetQuantities}
              </Checkbox>
              <Checkbox isSelected={choice.detailsSheet} onChange={(detailsSheet) => set({ detailsSheet })}>
                {t.sheetDetails}
              </Checkbox>
            </fieldset>
          ) : (
            <ChoiceGroup
              label={t.csvTable}
              options={CSV_TABLES}
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
