/**
 * Which PSE (prestation supplémentaire éventuelle) a link prices: empty for the base. Per link, so that the same
 * article can be in the base on one measurement and in a PSE on another (README, « PSE »). Written when the field is
 * left or on Entrée, as the formula is. Its help (« Vide : la base… ») is written once above the links by
 * MeasurementArticles and named here by `describedBy`: repeated under every link, it was read again and again.
 */
import { useState } from 'react';
import { TextField } from '../../../components/TextField';
import { interpolate } from '../../../i18n/format';
import { libraryFr } from '../../../i18n/library.fr';

const t = libraryFr.measurementArticles;

export interface PseFieldProps {
  readonly number: string;
  /** The PSE's name; empty for the base. */
  readonly value: string;
  readonly isDisabled?: boolean;
  /** The id of the help text the field is described by (written once for every link). */
  readonly describedBy?: string;
  readonly onCommit: (pse: string) => void;
}

export function PseField({ number, value, isDisabled = false, describedBy, onCommit }: PseFieldProps) {
  const [draft, setDraft] = useState<{ from: string; text: string } | null>(null);
  // A value changed elsewhere (undo) replaces what was typed from the old one.
  const text = draft && draft.from === value ? draft.text : value;
  const commit = () => {
    if (draft && draft.from === value && draft.text.trim() !== value) onCommit(draft.text.trim());
    setDraft(null);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <TextField
        label={interpolate(t.pseLabel, { number })}
        aria-describedby={describedBy}
        value={text}
        onChange={(next) => setDraft({ from: value, text: next })}
        onBlur={commit}
        isDisabled={isDisabled}
        maxLength={200}
      />
    </form>
  );
}
