/**
 * The plan de repérage's dialog, a pure screen: which plans, one page per plan or per lot, the paper, « Établi par »;
 * then the export's progress (« Page 3 sur 12 ») with « Annuler » (the worker terminated, nothing saved), its error with a retry, and — when some plans
 * could not be taken — the file saved and the list of what is missing. The container (src/routes/workspace/reperage)
 * runs the worker and hands the state in.
 */
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Modal } from '../../../components/Modal';
import { ProgressBar } from '../../../components/ProgressBar';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { interpolate, pluralForm } from '../../../i18n/format';
import { reperageFr } from '../../../i18n/reperage.fr';
import * as styles from './ReperageDialog.css';

export type ReperagePaper = 'A3' | 'A1' | 'original';
export type ReperageSplit = 'sheet' | 'lot';

export interface ReperageChoice {
  readonly sheetIds: readonly string[];
  readonly split: ReperageSplit;
  readonly paper: ReperagePaper;
  readonly author: string;
}

export interface ReperageSheetOption {
  readonly id: string;
  readonly name: string;
}

export type ReperageDialogState =
  | { readonly status: 'choosing' }
  /** `done`/`total` once pages are being written; absent while the plans are read. */
  | { readonly status: 'running'; readonly label: string; readonly done?: number; readonly total?: number }
  | { readonly status: 'error'; readonly message: string }
  /** The file is saved but some pages are missing: each French sentence says which and why. */
  | { readonly status: 'partial'; readonly message: string; readonly failures: readonly string[] };

export interface ReperageDialogProps {
  readonly isOpen: boolean;
  readonly projectName: string;
  readonly sheets: readonly ReperageSheetOption[];
  readonly choice: ReperageChoice;
  onChoiceChange(choice: ReperageChoice): void;
  /** How many pages the choice makes, when known (null while the rows load). */
  readonly pageCount: number | null;
  readonly maxPages: number;
  readonly state: ReperageDialogState;
  onExport(): void;
  onCancelExport(): void;
  onClose(): void;
}

const t = reperageFr.dialog;

const SPLITS: readonly { value: ReperageSplit; label: string }[] = [
  { value: 'sheet', label: t.splitSheet },
  { value: 'lot', label: t.splitLot },
];
const PAPERS: readonly { value: ReperagePaper; label: string }[] = [
  { value: 'A3', label: t.paperA3 },
  { value: 'A1', label: t.paperA1 },
  { value: 'original', label: t.paperOriginal },
];

/** Why the choice cannot be exported, or null. */
export function choiceProblem(choice: ReperageChoice, pageCount: number | null, maxPages: number): string | null {
  if (choice.sheetIds.length === 0) return t.noSheet;
  if (pageCount !== null && pageCount > maxPages) {
    return interpolate(t.tooManyPages, { count: pageCount, max: maxPages });
  }
  return null;
}

export function ReperageDialog({
  isOpen,
  projectName,
  sheets,
  choice,
  onChoiceChange,
  pageCount,
  maxPages,
  state,
  onExport,
  onCancelExport,
  onClose,
}: ReperageDialogProps) {
  const running = state.status === 'running';
  const set = (patch: Partial<ReperageChoice>) => onChoiceChange({ ...choice, ...patch });
  const chosen = new Set(choice.sheetIds);
  const allChosen = sheets.length > 0 && sheets.every((s) => chosen.has(s.id));
  const problem = choiceProblem(choice, pageCount, maxPages);
  const toggle = (id: string, on: boolean) =>
    set({ sheetIds: sheets.filter((s) => (s.id === id ? on : chosen.has(s.id))).map((s) => s.id) });

  const body = () => {
    if (state.status === 'running') {
      const value = state.total ? Math.round(((state.done ?? 0) / state.total) * 100) : undefined;
      return (
        <div className={styles.form}>
          <ProgressBar
            label={state.label}
            isIndeterminate={value === undefined}
            value={value}
            showValueLabel={value !== undefined}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancelExport}>
              {t.stop}
            </Button>
          </div>
        </div>
      );
    }
    if (state.status === 'partial') {
      return (
        <div className={styles.form}>
          <Alert tone="warning" title={state.message}>
            <ul className={styles.failures}>
              {state.failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          </Alert>
          <div className={styles.actions}>
            <Button variant="primary" onPress={onClose}>
              {t.close}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === null) onExport();
        }}
      >
        {state.status === 'error' && <Alert>{state.message}</Alert>}
        <fieldset className={styles.group} aria-describedby="reperage-sheets-problem">
          <legend className={styles.legend}>{t.sheets}</legend>
          <Checkbox
            isSelected={allChosen}
            isIndeterminate={!allChosen && chosen.size > 0}
            onChange={(on) => set({ sheetIds: on ? sheets.map((s) => s.id) : [] })}
          >
            {t.allSheets}
          </Checkbox>
          <div className={styles.sheetList}>
            {sheets.map((sheet) => (
              <Checkbox key={sheet.id} isSelected={chosen.has(sheet.id)} onChange={(on) => toggle(sheet.id, on)}>
                {sheet.name}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <RadioGroup
          label={t.split}
          value={choice.split}
          onChange={(split) => set({ split: split as ReperageSplit })}
          items={SPLITS}
          description={choice.split === 'lot' ? t.splitLotDescription : undefined}
        />
        <RadioGroup
          label={t.paper}
          value={choice.paper}
          onChange={(paper) => set({ paper: paper as ReperagePaper })}
          items={PAPERS}
          orientation="horizontal"
          description={t.paperDescription}
        />
        <TextField
          label={t.author}
          description={t.authorDescription}
          value={choice.author}
          onChange={(author) => set({ author })}
          autoComplete="organization"
        />
        <p id="reperage-sheets-problem" className={problem ? styles.error : styles.note} aria-live="polite">
          {problem ?? (pageCount === null ? '' : interpolate(pluralForm(t.pageCount, pageCount), { count: pageCount }))}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" isDisabled={problem !== null}>
            {state.status === 'error' ? t.retry : t.export}
          </Button>
        </div>
      </form>
    );
  };

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
      description={`${projectName} – ${t.intro}`}
    >
      {body()}
    </Modal>
  );
}
