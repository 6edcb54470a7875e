/**
 * Create or rename a lot or a chapter: its title and, optionally, its number at its level (« 03 », « 10A »; empty for
 * the next one). Checked on submit: a French message under the field, the focus on the first field in error; a
 * refusal from storage (a number already taken) at the top, with what was typed kept.
 */
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { isCode, padCode } from '../../domain/library/numbering';
import { interpolate } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { firstInvalid, focusFieldNextFrame, invalidProps } from '../../patterns/Form';
import { CodeField, DialogForm } from './LibraryParts';
import * as styles from './Library.css';

const t = libraryFr.nodeDialog;

export type NodeKind = 'lot' | 'chapter';

export interface NodeDialogValues {
  readonly title: string;
  /** Empty: the next number at its level. */
  readonly code: string;
}

export interface NodeDialogProps {
  readonly kind: NodeKind;
  readonly mode: 'create' | 'edit';
  readonly initial: NodeDialogValues;
  /** A new chapter's lot, named in the title (« Nouveau chapitre dans 02 Gros œuvre »). */
  readonly parentLabel?: string;
  readonly onSubmit: (values: NodeDialogValues) => void;
  readonly onCancel: () => void;
  readonly isPending?: boolean;
  readonly errorMessage?: string | null;
}

function dialogTitle(kind: NodeKind, mode: 'create' | 'edit', parentLabel: string | undefined) {
  if (mode === 'edit') return kind === 'lot' ? t.editLot : t.editChapter;
  if (kind === 'lot') return t.createLot;
  return parentLabel ? interpolate(t.createChapterIn, { lot: parentLabel }) : t.createChapter;
}

export function NodeDialog(props: NodeDialogProps) {
  return (
    <Modal isOpen onClose={props.onCancel} title={dialogTitle(props.kind, props.mode, props.parentLabel)}>
      <NodeForm {...props} />
    </Modal>
  );
}

function NodeForm({ kind, initial, onSubmit, onCancel, isPending = false, errorMessage = null }: NodeDialogProps) {
  const [title, setTitle] = useState(initial.title);
  const [code, setCode] = useState(initial.code);
  const [errors, setErrors] = useState<{ title?: string; code?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: { title?: string; code?: string } = {};
    const trimmedCode = code.trim();
    if (title.trim() === '') found.title = libraryFr.validation.titleRequired;
    if (trimmedCode !== '' && !isCode(padCode(trimmedCode))) found.code = libraryFr.validation.codeInvalid;
    setErrors(found);
    const first = firstInvalid(['code', 'title'], found);
    if (first) {
      focusFieldNextFrame(event.currentTarget, first);
      return;
    }
    onSubmit({ title: title.trim(), code: trimmedCode });
  };

  return (
    <DialogForm onSubmit={submit} errorMessage={errorMessage} copy={t} onCancel={onCancel} isPending={isPending}>
      <div className={styles.formRow}>
        <CodeField
          label={kind === 'lot' ? t.lotNumber : t.chapterNumber}
          description={t.numberDescription}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
        <div data-field="title">
          <TextField label={t.title} isRequired value={title} onChange={setTitle} {...invalidProps(errors.title)} />
        </div>
      </div>
    </DialogForm>
  );
}
