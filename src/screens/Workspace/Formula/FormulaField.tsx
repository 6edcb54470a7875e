/**
 * A formula typed as économistes type it, with its French error at the spot: the message under the field says what
 * and where (« caractère 5 »), a copy of the formula marks the faulty part (for sighted users; the message carries
 * the place for everyone), and « Aller à l’erreur » selects it in the field. Once valid, the result and its
 * derivation are shown; a unit that is not the article's is a warning, not a refusal. Pure: the compiled outcome
 * comes in as props.
 */
import { useRef } from 'react';
import { Input, TextField } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Description, FieldError, Label, fieldStyle, inputStyle } from '../../../components/Field';
import type { FormulaError } from '../../../domain/formula/errors';
import { interpolate } from '../../../i18n/format';
import { formulaErrorMessage, formulaErrorWithPlace } from '../../../i18n/formulaMessages';
import { libraryFr } from '../../../i18n/library.fr';
import * as styles from './FormulaField.css';

const t = libraryFr.formulaField;

export interface FormulaFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** @default 'Formule' */
  readonly label?: string;
  /** What stops the formula, first one shown (sorted by place). */
  readonly errors?: readonly FormulaError[];
  /** A unit that differs from the article's: shown, the value still counts. */
  readonly warning?: FormulaError | null;
  /**
   * The formula's unit is not the article's (issue 24): an error, not a note — the field is marked invalid and this
   * sentence (« 15,24 m² — l’article est en ml : non compté… ») is its error message. @default null
   */
  readonly unitError?: string | null;
  /** The result in the article's unit, formatted ('27,22 m²'); shown when there is no error. */
  readonly result?: string | null;
  /** The derivation in French ('12,40 ml × (HSP = 2,50 m) − …'). */
  readonly derivation?: string | null;
  readonly onBlur?: () => void;
}

export function FormulaField({
  value,
  onChange,
  label = t.label,
  errors = [],
  warning = null,
  unitError = null,
  result = null,
  derivation = null,
  onBlur,
}: FormulaFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const error = errors[0] ?? null;
  const goToError = () => {
    const input = inputRef.current;
    if (!input || !error) return;
    input.focus();
    // An empty span (a missing operand at the end) still puts the caret at the place.
    input.setSelectionRange(error.span.start, Math.max(error.span.start, error.span.end));
  };
  const before = error ? value.slice(0, error.span.start) : value;
  const marked = error ? value.slice(error.span.start, error.span.end) || ' ' : '';
  const after = error ? value.slice(error.span.end) : '';

  return (
    <div className={styles.wrapper}>
      <TextField
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        isInvalid={error !== null || unitError !== null}
        className={fieldStyle}
        autoComplete="off"
        spellCheck="false"
      >
        <Label>{label}</Label>
        <Description>
          {error === null && result !== null ? (
            <span className={styles.result}>
              {interpolate(t.result, { value: result })}
              {derivation !== null && (
                <>
                  <br />
                  {interpolate(t.derivation, { derivation })}
                </>
              )}
            </span>
          ) : (
            t.description
          )}
        </Description>
        <Input ref={inputRef} className={`${inputStyle} ${styles.input}`} />
        <FieldError>{error ? formulaErrorWithPlace(error) : unitError}</FieldError>
      </TextField>
      {error && (
        <>
          <p className={styles.mirror} aria-hidden="true" data-testid="formula-mirror">
            {before}
            <mark className={styles.mark}>{marked}</mark>
            {after}
          </p>
          <div className={styles.errorRow}>
            <Button variant="ghost" size="sm" onPress={goToError}>
              {t.goToError}
            </Button>
          </div>
        </>
      )}
      {!error && !unitError && warning && (
        <p className={styles.warning} role="status">
          {formulaErrorMessage(warning)}
        </p>
      )}
    </div>
  );
}
