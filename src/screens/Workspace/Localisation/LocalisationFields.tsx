/**
 * Where the selected measurements are, in the properties panel (issue 24): the level and the room or zone, each
 * committed on Enter or when left (one undoable step, applied to every selected measurement: a bulk edit on a
 * selection), suggested from the project's values; and « Localiser d’après les surfaces ». Pure: values in, a patch
 * out.
 */
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import type { LocalisationPatch } from '../../../domain/takeoff/localisation';
import type { Localisation } from '../../../domain/takeoff/types';
import { localisationFr } from '../../../i18n/localisation.fr';
import { measureFr } from '../../../i18n/measure.fr';
import { CommitField } from '../Measure/CommitField';
import * as styles from './Localisation.css';
import { LocalisationDialog } from './LocalisationDialog';
import { parseLocalisationPart, Suggestions, type LocalisationSuggestions } from './parts';

export { parseLocalisationPart, type LocalisationSuggestions } from './parts';

const t = localisationFr;

export interface LocalisationFieldsProps {
  /** The selected measurements' localisations, one per measurement. */
  readonly values: readonly (Localisation | undefined)[];
  readonly suggestions: LocalisationSuggestions;
  /** A part typed (a string) or emptied (null), for every selected measurement. */
  readonly onChange: (patch: LocalisationPatch) => void;
  /** « Localiser d’après les surfaces » on the selection; omitted: no button. */
  readonly onLocaliseFromSurfaces?: () => void;
}

function common(values: readonly (string | undefined)[]): string | undefined | null {
  const [first] = values;
  // null: they differ.
  return values.every((v) => v === first) ? first : null;
}

export function LocalisationFields({ values, suggestions, onChange, onLocaliseFromSurfaces }: LocalisationFieldsProps) {
  const levelList = useId();
  const zoneList = useId();
  const [isBulkOpen, setBulkOpen] = useState(false);
  const level = common(values.map((v) => v?.level));
  const zone = common(values.map((v) => v?.zone));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t.properties.title}</legend>
      <CommitField
        label={t.properties.level}
        text={level ?? ''}
        placeholder={level === null ? measureFr.properties.mixed : t.control.levelPlaceholder}
        list={levelList}
        parse={parseLocalisationPart}
        onCommit={(value) => onChange({ level: value === '' ? null : value })}
      />
      <Suggestions id={levelList} values={suggestions.levels} />
      <CommitField
        label={t.properties.zone}
        text={zone ?? ''}
        placeholder={zone === null ? measureFr.properties.mixed : t.control.zonePlaceholder}
        list={zoneList}
        parse={parseLocalisationPart}
        onCommit={(value) => onChange({ zone: value === '' ? null : value })}
      />
      <Suggestions id={zoneList} values={suggestions.zones} />
      {values.length > 1 && (
        // A selection in several rooms: the dialog sets one part for all and keeps the other as each has it.
        <div>
          <Button variant="secondary" size="sm" onPress={() => setBulkOpen(true)}>
            {t.bulk.action}
          </Button>
          <LocalisationDialog
            isOpen={isBulkOpen}
            onOpenChange={setBulkOpen}
            mode="selection"
            values={values}
            suggestions={suggestions}
            onSubmit={onChange}
          />
        </div>
      )}
      {onLocaliseFromSurfaces && (
        <div>
          <Button variant="secondary" size="sm" onPress={onLocaliseFromSurfaces}>
            {t.surfaces.action}
          </Button>
          <p className={styles.note}>{t.surfaces.description}</p>
        </div>
      )}
    </fieldset>
  );
}
