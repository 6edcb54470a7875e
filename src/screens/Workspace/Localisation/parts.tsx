/** The localisation fields' shared parts: their suggestions and how a typed part is read. */
import { LOCALISATION_MAX_LENGTH } from '../../../domain/takeoff/localisation';
import { fail, ok, type Result } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { localisationFr } from '../../../i18n/localisation.fr';

const t = localisationFr;

export interface LocalisationSuggestions {
  readonly levels: readonly string[];
  readonly zones: readonly string[];
}

/** Trimmed, at most LOCALISATION_MAX_LENGTH characters: the French message otherwise. */
export function parseLocalisationPart(text: string): Result<string, string> {
  const value = text.trim();
  return value.length > LOCALISATION_MAX_LENGTH
    ? fail(interpolate(t.fields.tooLong, { max: String(LOCALISATION_MAX_LENGTH) }))
    : ok(value);
}

/** The `<datalist>` of a field's suggestions. */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((v) => (
        <option key={v} value={v} />
      ))}
    </datalist>
  );
}
