/**
 * The sheet's « Localisation » control, beside the measuring tools (issue 24): it shows the localisation every new
 * measurement gets (« Localisation : Niveau R+1 · Ch. 144 ») and opens the dialog that changes it. It stays until
 * changed. Pure: the value in, the new value out.
 */
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { applyLocalisationPatch } from '../../../domain/takeoff/localisation';
import type { Localisation } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { formatLocalisation, localisationFr } from '../../../i18n/localisation.fr';
import * as styles from './Localisation.css';
import { LocalisationDialog } from './LocalisationDialog';
import type { LocalisationSuggestions } from './parts';

export interface LocalisationControlProps {
  /** The sheet's current localisation; undefined: none. */
  readonly value: Localisation | undefined;
  readonly suggestions: LocalisationSuggestions;
  readonly onChange: (value: Localisation | undefined) => void;
  /** Opened at first (a story shows it so). @default false */
  readonly defaultOpen?: boolean;
  /** @default false */
  readonly isDisabled?: boolean;
  /** The dialog open, controlled (the viewer's menu « Plus » opens it too); omit to let the control keep it. */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
}

/** The control's words: « Localisation », or « Localisation : Niveau R+1 · Ch. 144 » once one is current. */
export function localisationControlText(value: Localisation | undefined): string {
  return value
    ? interpolate(localisationFr.control.buttonValue, { value: formatLocalisation(value) })
    : localisationFr.control.button;
}

export function LocalisationControl({
  value,
  suggestions,
  onChange,
  defaultOpen = false,
  isDisabled = false,
  isOpen: isOpenProp,
  onOpenChange,
}: LocalisationControlProps) {
  const [isOpenState, setOpenState] = useState(defaultOpen);
  const isOpen = isOpenProp ?? isOpenState;
  const setOpen = (open: boolean) => {
    setOpenState(open);
    onOpenChange?.(open);
  };
  return (
    <>
      <Button
        variant={value ? 'secondary' : 'ghost'}
        size="sm"
        onPress={() => setOpen(true)}
        isDisabled={isDisabled}
        className={styles.control}
      >
        {localisationControlText(value)}
      </Button>
      <LocalisationDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        mode="current"
        values={[value]}
        suggestions={suggestions}
        onSubmit={(patch) => onChange(applyLocalisationPatch(value, patch))}
      />
    </>
  );
}
