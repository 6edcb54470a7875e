/**
 * What the library's forms (article, lot or chapter, variable) share — a refusal from storage at the top (a number
 * already taken), the number field, the actions at the bottom — and the edit and delete buttons of their rows.
 */
import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { libraryFr } from '../../i18n/library.fr';
import { invalidProps } from '../../patterns/Form';
import * as styles from './Library.css';

export interface DialogFormProps {
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A refusal from storage (a number already taken). */
  readonly errorMessage: string | null | undefined;
  /** The dialog's words for its actions. */
  readonly copy: { readonly save: string; readonly cancel: string };
  readonly onCancel: () => void;
  readonly isPending: boolean | undefined;
  /** The fields. */
  readonly children: ReactNode;
}

/** A dialog's form (article, lot or chapter): the refusal from storage, the fields, then the actions. */
export function DialogForm({ onSubmit, errorMessage, copy, onCancel, isPending, children }: DialogFormProps) {
  return (
    <Form onSubmit={onSubmit} className={styles.form} validationBehavior="aria">
      <FormRefusal message={errorMessage} />
      {children}
      <FormActions submitLabel={copy.save} cancelLabel={copy.cancel} onCancel={onCancel} isPending={isPending} />
    </Form>
  );
}

/** A refusal from storage, shown at the top of the form with what was typed kept. */
function FormRefusal({ message }: { readonly message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.count}>
      {message}
    </p>
  );
}

export interface CodeFieldProps {
  readonly label: string;
  readonly description: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

/** A lot's, chapter's or article's number at its level, typed or left empty for the next one. */
export function CodeField({ label, description, value, onChange, error }: CodeFieldProps) {
  return (
    <div data-field="code">
      <TextField label={label} description={description} value={value} onChange={onChange} {...invalidProps(error)} />
    </div>
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
  /** A role that may not (a shared project's lecteur): shown, disabled. @default false */
  readonly isEditDisabled?: boolean;
  /** @default false */
  readonly isDeleteDisabled?: boolean;
}

/** A row's « Modifier » and « Supprimer » buttons. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  isEditDisabled = false,
  isDeleteDisabled = false,
}: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={editLabel} onPress={onEdit} isDisabled={isEditDisabled}>
        {libraryFr.library.editShort}
      </Button>
      <Button variant="ghost" size="sm" aria-label={deleteLabel} onPress={onDelete} isDisabled={isDeleteDisabled}>
        {libraryFr.library.deleteConfirm}
      </Button>
    </>
  );
}
