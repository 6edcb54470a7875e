/**
 * A project's named variables (HSP = 2,50 m, EP = 20 cm…): listed with the number of formulas that use them, added,
 * edited in place and deleted. Checked before they leave (a name free and not reserved, a number typed the French
 * way, a known unit), each French message under its field. Pure: rows in, changes out.
 */
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { TextField } from '../../../components/TextField';
import { Heading } from '../../../components/Typography';
import { checkVariable } from '../../../domain/library/variables';
import type { VariableValues } from '../../../domain/library/commands';
import type { VariableRow } from '../../../domain/library/types';
import { interpolate, pluralForm } from '../../../i18n/format';
import { libraryFr } from '../../../i18n/library.fr';
import { formatNumber, parseDecimal, parseIssueMessage } from '../../../i18n/numbers';
import { firstInvalid, focusFieldNextFrame, invalidProps } from '../../../patterns/Form';
import { TableHead } from '../../../patterns/Table';
import { EditDeleteButtons, FormActions } from '../../Library/LibraryParts';
import * as styles from '../../Library/Library.css';

const t = libraryFr.variables;

export interface VariableItem {
  readonly row: VariableRow;
  /** How many formulas name it. */
  readonly usedBy: number;
}

export interface VariablesPanelProps {
  readonly variables: readonly VariableItem[];
  readonly onCreate: (values: VariableValues) => void;
  readonly onUpdate: (id: string, values: VariableValues) => void;
  readonly onDelete: (id: string) => void;
}

type Errors = Partial<Record<'name' | 'value' | 'unit', string>>;

/** The variable typed, or the French messages of what is wrong with it. */
function check(
  name: string,
  value: string,
  unit: string,
  others: readonly VariableRow[],
): { values: VariableValues } | { errors: Errors } {
  const errors: Errors = {};
  const number = parseDecimal(value);
  if (!number.ok) errors.value = parseIssueMessage(number.error);
  const problem = checkVariable({ name, value: number.ok ? number.value : 0, unit }, others);
  if (problem === 'invalidName' || problem === 'reservedName' || problem === 'duplicateName') {
    errors.name = libraryFr.errors[problem];
  } else if (problem === 'invalidUnit') {
    errors.unit = libraryFr.errors.invalidUnit;
  } else if (problem === 'invalidValue' && !errors.value) {
    errors.value = libraryFr.errors.invalidValue;
  }
  if (Object.keys(errors).length > 0 || !number.ok) return { errors };
  return { values: { name: name.trim(), value: number.value, unit: unit.trim() } };
}

function VariableForm({
  initial,
  others,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; value: string; unit: string };
  others: readonly VariableRow[];
  submitLabel: string;
  onSubmit: (values: VariableValues) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [value, setValue] = useState(initial.value);
  const [unit, setUnit] = useState(initial.unit);
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = check(name, value, unit, others);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = firstInvalid(['name', 'value', 'unit'], result.errors);
      if (first) focusFieldNextFrame(event.currentTarget, first);
      return;
    }
    setErrors({});
    onSubmit(result.values);
    if (!onCancel) {
      setName('');
      setValue('');
      setUnit('');
    }
  };
  return (
    <Form onSubmit={submit} className={styles.formRow} validationBehavior="aria">
      <div data-field="name">
        <TextField label={t.name} value={name} onChange={setName} {...invalidProps(errors.name)} />
      </div>
      <div data-field="value">
        <TextField
          label={t.value}
          inputMode="decimal"
          value={value}
          onChange={setValue}
          {...invalidProps(errors.value)}
        />
      </div>
      <div data-field="unit">
        <TextField label={t.unit} value={unit} onChange={setUnit} {...invalidProps(errors.unit)} />
      </div>
      <FormActions submitLabel={submitLabel} cancelLabel={t.cancel} onCancel={onCancel} />
    </Form>
  );
}

export function VariablesPanel({ variables, onCreate, onUpdate, onDelete }: VariablesPanelProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = useId();
  const rows = variables.map((v) => v.row);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t.title}
      </Heading>
      <p className={styles.count}>{t.intro}</p>
      {variables.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <table className={styles.table} aria-label={t.tableLabel}>
          <TableHead
            columns={[
              { label: t.name },
              { label: t.value, isNumeric: true },
              { label: t.unit },
              { label: libraryFr.library.actions, isNumeric: true },
            ]}
          />
          <tbody>
            {variables.map(({ row, usedBy }) =>
              editing === row.id ? (
                <tr key={row.id}>
                  <td colSpan={4} className={styles.cell}>
                    <VariableForm
                      initial={{ name: row.name, value: formatNumber(row.value, decimals(row.value)), unit: row.unit }}
                      others={rows.filter((r) => r.id !== row.id)}
                      submitLabel={t.save}
                      onSubmit={(values) => {
                        onUpdate(row.id, values);
                        setEditing(null);
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={row.id}>
                  <th scope="row" className={styles.cell}>
                    {row.name}
                  </th>
                  <td className={`${styles.cell} ${styles.numeric}`}>{formatNumber(row.value, decimals(row.value))}</td>
                  <td className={styles.cell}>
                    {row.unit}
                    <div className={styles.count}>
                      {usedBy === 0 ? t.usedBy.zero : interpolate(pluralForm(t.usedBy, usedBy), { count: usedBy })}
                    </div>
                  </td>
                  <td className={styles.cell}>
                    <div className={styles.actions}>
                      <EditDeleteButtons
                        editLabel={interpolate(t.edit, { name: row.name })}
                        deleteLabel={interpolate(t.delete, { name: row.name })}
                        onEdit={() => setEditing(row.id)}
                        onDelete={() => onDelete(row.id)}
                      />
                    </div>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      <VariableForm
        initial={{ name: '', value: '', unit: 'm' }}
        others={rows}
        submitLabel={t.add}
        onSubmit={onCreate}
      />
    </section>
  );
}

/** As typed, at least two decimals for a fraction (2,50), none for a whole number (20). */
const decimals = (value: number) =>
  Number.isInteger(value) ? 0 : Math.max(2, String(value).split('.')[1]?.length ?? 0);
