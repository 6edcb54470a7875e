/**
 * What the library's forms (article, lot or chapter, variable) share around their fields — a refusal from storage at
 * the top (a number already taken), the actions at the bottom — and the edit and delete buttons of their rows.
 */
import { Button } from '../../components/Button';
import { libraryFr } from '../../i18n/library.fr';
import * as styles from './Library.css';

/** A refusal from storage, shown at the top of the form with what was typed kept. */
export function FormRefusal({ message }: { readonly message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.count}>
      {message}
    </p>
  );
}

export interface FormActionsProps {
  readonly submitLabel: string;
  readonly cancelLabel: string;
  /** Without it, no cancel button (a form that stays on the page). */
  readonly onCancel?: () => void;
  readonly isPending?: boolean;
}

/** « Annuler » then the submit button, at the end of the form. */
export function FormActions({ submitLabel, cancelLabel, onCancel, isPending }: FormActionsProps) {
  return (
    <div className={styles.formActions}>
      {onCancel && (
        <Button variant="secondary" onPress={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}

export interface EditDeleteButtonsProps {
  /** The accessible names, which say which row (« Modifier HSP »): the visible words are the same on every row. */
  readonly editLabel: string;
  readonly deleteLabel: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/** A row's « Modifier » and « Supprimer » buttons. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={editLabel} onPress={onEdit}>
        {libraryFr.library.editShort}
      </Button>
      <Button variant="ghost" size="sm" aria-label={deleteLabel} onPress={onDelete}>
        {libraryFr.library.deleteConfirm}
      </Button>
    </>
  );
}
