/**
 * A localisation typed in a dialog (issue 24): the sheet's current one (« the current zone stays until changed »,
 * given to every new measurement) or one given to a selection at once (one undoable step). In the selection's case a
 * field left as it was keeps each measurement's own value; a field emptied removes it. Pure: values in, a patch out.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import type { LocalisationPatch } from '../../../domain/takeoff/localisation';
import type { Localisation } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { localisationFr } from '../../../i18n/localisation.fr';
import { measureFr } from '../../../i18n/measure.fr';
import * as styles from './Localisation.css';
import { parseLocalisationPart, Suggestions, type LocalisationSuggestions } from './parts';

const t = localisationFr;

export interface LocalisationDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /**
   * 'current': the sheet's current localisation; 'selection': `count` measurements at once, `values` being theirs.
   */
  readonly mode: 'current' | 'selection';
  /** The current localisation ('current') or the selection's, one per measurement ('selection'). */
  readonly values: readonly (Localisation | undefined)[];
  readonly suggestions: LocalisationSuggestions;
  /** What to set: a part given replaces, a part left undefined is kept, null clears it. */
  readonly onSubmit: (patch: LocalisationPatch) => void;
}

function shared(values: readonly (string | undefined)[]): { readonly text: string; readonly isMixed: boolean } {
  const [first] = values;
  const same = values.every((v) => v === first);
  return { text: same ? (first ?? '') : '', isMixed: !same };
}

export function LocalisationDialog({
  isOpen,
  onOpenChange,
  mode,
  values,
  suggestions,
  onSubmit,
}: LocalisationDialogProps) {
  const levelList = useId();
  const zoneList = useId();
  const level = shared(values.map((v) => v?.level));
  const zone = shared(values.map((v) => v?.zone));
  // Null: untouched (a selection keeps each measurement's value).
  const [typed, setTyped] = useState<{ level: string | null; zone: string | null }>({ level: null, zone: null });
  const [error, setError] = useState<{ level?: string; zone?: string }>({});
  const isSelection = mode === 'selection';
  const close = () => {
    setTyped({ level: null, zone: null });
    setError({});
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parts = { level: typed.level, zone: typed.zone };
    const patch: { level?: string | null; zone?: string | null } = {};
    const errors: { level?: string; zone?: string } = {};
    for (const key of ['level', 'zone'] as const) {
      const text = parts[key] ?? (isSelection ? null : (key === 'level' ? level : zone).text);
      if (text === null) continue;
      const parsed = parseLocalisationPart(text);
      if (!parsed.ok) errors[key] = parsed.error;
      else patch[key] = parsed.value === '' ? null : parsed.value;
    }
    setError(errors);
    if (errors.level !== undefined || errors.zone !== undefined) return;
    onSubmit(patch);
    close();
  };

  const title = isSelection
    ? values.length === 1
      ? t.bulk.titleOne
      : interpolate(t.bulk.title, { count: values.length })
    : t.control.title;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={title}
      description={isSelection ? t.bulk.description : t.control.description}
      size="sm"
    >
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t.control.level}
          value={typed.level ?? level.text}
          onChange={(value) => setTyped((current) => ({ ...current, level: value }))}
          placeholder={level.isMixed && typed.level === null ? measureFr.properties.mixed : t.control.levelPlaceholder}
          list={levelList}
          isInvalid={error.level !== undefined}
          errorMessage={error.level}
        />
        <Suggestions id={levelList} values={suggestions.levels} />
        <TextField
          label={t.control.zone}
          value={typed.zone ?? zone.text}
          onChange={(value) => setTyped((current) => ({ ...current, zone: value }))}
          placeholder={zone.isMixed && typed.zone === null ? measureFr.properties.mixed : t.control.zonePlaceholder}
          list={zoneList}
          isInvalid={error.zone !== undefined}
          errorMessage={error.zone}
        />
        <Suggestions id={zoneList} values={suggestions.zones} />
        <div className={styles.actions}>
          {!isSelection && (
            <Button
              variant="ghost"
              onPress={() => {
                onSubmit({ level: null, zone: null });
                close();
              }}
            >
              {t.control.clear}
            </Button>
          )}
          <Button variant="secondary" onPress={close}>
            {t.bulk.cancel}
          </Button>
          <Button variant="primary" type="submit">
            {isSelection ? t.bulk.submit : t.control.apply}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
