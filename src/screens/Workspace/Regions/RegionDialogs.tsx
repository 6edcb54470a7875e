import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import type { Quantity, QuantityIssue } from '../../../domain/takeoff/quantity';
import { describeScale } from '../../../domain/takeoff/scale';
import type { Result, Scale } from '../../../domain/takeoff/types';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatQuantity, formatScale } from '../../../i18n/numbers';
import { regionsFr } from '../../../i18n/regions.fr';
import * as styles from './Regions.css';

/** Characters of a region's name: it is drawn on the plan, in a chip in the region's corner. */
export const MAX_REGION_LABEL = 60;

export interface RenameRegionDialogProps {
  /** The region's current name; null when the dialog is closed. */
  label: string | null;
  onRename: (label: string) => void;
  onCancel: () => void;
}

/** Renames a region: its name is required and short; the error is said under the field and the field focused. */
export function RenameRegionDialog({ label, onRename, onCancel }: RenameRegionDialogProps) {
  return (
    <Modal
      isOpen={label !== null}
      onClose={onCancel}
      title={interpolate(regionsFr.rename.title, { region: label ?? '' })}
    >
      {label !== null && <RenameForm initial={label} onRename={onRename} onCancel={onCancel} />}
    </Modal>
  );
}

function RenameForm({
  initial,
  onRename,
  onCancel,
}: {
  initial: string;
  onRename: (label: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The name is what the dialog is for: it takes the focus on opening, and again after an error.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('label');
    if (field instanceof HTMLElement) field.focus();
  }, [focusRequest]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = value.trim();
    const problem =
      name === ''
        ? regionsFr.rename.empty
        : name.length > MAX_REGION_LABEL
          ? interpolate(regionsFr.rename.tooLong, { max: MAX_REGION_LABEL })
          : null;
    if (problem) {
      setError(problem);
      setFocusRequest((n) => n + 1);
      return;
    }
    onRename(name);
  };
  return (
    <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <TextField
        name="label"
        label={regionsFr.rename.field}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error}
        autoComplete="off"
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {regionsFr.rename.cancel}
        </Button>
        <Button type="submit">{regionsFr.rename.submit}</Button>
      </div>
    </Form>
  );
}

/** A measurement whose quantity changes when the region goes, with its quantity now and after. */
export interface AffectedMeasurement {
  readonly label: string;
  readonly before: Result<Quantity, QuantityIssue>;
  readonly after: Result<Quantity, QuantityIssue>;
}

export interface RemoveRegionRequest {
  readonly label: string;
  /** The measurements the region gives a quantity to. */
  readonly affected: readonly AffectedMeasurement[];
  /**
   * Which scale they fall back to: the sheet's (its default, null when the sheet is not calibrated), or `other`
   * when some fall into an enclosing region.
   */
  readonly fallback: { readonly kind: 'sheet'; readonly scale: Scale | null } | { readonly kind: 'other' };
}

/** Measurements named one by one in the message; the rest are counted. */
const LISTED = 5;

const quantityText = (q: Result<Quantity, QuantityIssue>) =>
  q.ok ? formatQuantity(q.value.value, q.value.unit) : null;

/**
 * « Une mesure reprendra l’échelle du plan (1:100) et sa quantité changera : Garde-corps (0,51 ml → 2,54 ml). »:
 * which measurements change and how, so the user knows what a deletion does before confirming it.
 */
export function removeRegionMessage(request: RemoveRegionRequest): string {
  const copy = regionsFr.remove;
  const { affected, fallback } = request;
  if (affected.length === 0) return copy.none;
  const named = affected.slice(0, LISTED).map((m) => {
    const before = quantityText(m.before) ?? '—';
    const after = quantityText(m.after);
    return after === null
      ? interpolate(copy.itemNoQuantity, { label: m.label, before })
      : interpolate(copy.item, { label: m.label, before, after });
  });
  const rest = affected.length - named.length;
  const list = [...named, ...(rest > 0 ? [interpolate(copy.more, { count: rest })] : [])].join(', ');
  const count = affected.length;
  if (fallback.kind === 'other') return interpolate(copy.toOther, { count, list });
  if (fallback.scale === null)
    return interpolate(pluralForm({ one: copy.toNoneOne, other: copy.toNone }, count), { count, list });
  const scale = formatScale(describeScale(fallback.scale));
  return interpolate(pluralForm({ one: copy.toSheetOne, other: copy.toSheet }, count), { count, list, scale });
}

export interface RemoveRegionDialogProps {
  /** The region to delete and what changes; null when closed. */
  request: RemoveRegionRequest | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms a region's deletion, naming the quantities that change. The focus starts on « Annuler ». */
export function RemoveRegionDialog({ request, onConfirm, onCancel }: RemoveRegionDialogProps) {
  return (
    <AlertDialog
      isOpen={request !== null}
      onClose={onCancel}
      tone="danger"
      title={interpolate(regionsFr.remove.title, { region: request?.label ?? '' })}
      message={request ? removeRegionMessage(request) : ''}
      actionLabel={regionsFr.remove.confirm}
      onAction={onConfirm}
      cancelLabel={regionsFr.remove.cancel}
      onCancel={onCancel}
    />
  );
}
