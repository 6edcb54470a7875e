import { useState } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { TextField } from '../../../components/TextField';
import type { Result } from '../../../domain/takeoff/types';

export interface CommitFieldProps<T> {
  label: string;
  description?: string;
  /** The current value, shown while the field is not being edited. */
  text: string;
  /** Reads the typed text: a value, or the French message shown under the field. */
  parse: (text: string) => Result<T, string>;
  /** Called on Enter or when focus leaves, with a value that parsed and differs from `text`. */
  onCommit: (value: T) => void;
  placeholder?: string;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
  className?: string;
}

/**
 * A text field whose value is committed on Enter or blur, not on every key: each commit is one undoable change. A
 * value that does not parse stays in the field with its French message (nothing typed is lost); Escape gives back
 * the current value. When `text` changes from outside (undo, another selection), the draft follows it.
 */
export function CommitField<T>({
  label,
  description,
  text,
  parse,
  onCommit,
  placeholder,
  list,
  className,
}: CommitFieldProps<T>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(text);
  // A new value from outside replaces an untouched draft (React's "adjust state during render" pattern).
  if (shown !== text) {
    setShown(text);
    setDraft(null);
    setError(null);
  }

  const commit = () => {
    if (draft === null || draft === text) {
      setDraft(null);
      setError(null);
      return;
    }
    const parsed = parse(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setDraft(null);
    onCommit(parsed.value);
  };

  // react-aria stops a handled key's propagation unless told otherwise: only Enter and a reverting Escape are kept
  // here; an Escape with nothing to revert goes on to close a surrounding dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null);
      setError(null);
    } else {
      event.continuePropagation();
    }
  };

  return (
    <TextField
      label={label}
      {...(description !== undefined && { description })}
      {...(placeholder !== undefined && { placeholder })}
      {...(list !== undefined && { list })}
      {...(className !== undefined && { className })}
      value={draft ?? text}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={onKeyDown}
      isInvalid={error !== null}
      errorMessage={error}
    />
  );
}
