import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Form, type Key } from 'react-aria-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DatePicker';
import { Modal } from '../../../components/Modal';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { createProjectSchema, fieldErrors, type FieldErrors } from '../../../domain/validation';
import { accountFr } from '../../../i18n/account.fr';
import { projectsFr } from '../../../i18n/projects.fr';
import { invalidProps } from '../../../patterns/Form';
import { NO_WORKS_NATURE, typologyOptions, worksNatureOptions } from './typology';
import { FIELD_ORDER, type ProjectField, type ProjectFields, type ProjectFormValues } from './projectForm';
import * as styles from './Projects.css';

export { emptyProjectForm, type ProjectField, type ProjectFields, type ProjectFormValues } from './projectForm';

const t = projectsFr.form;

// Built here rather than imported from src/state/validation: screens may not import the state layer. Same
// factory, same French messages as the sign-up form's project step.
const projectSchema = createProjectSchema(accountFr.validation.project);

export interface ProjectFormDialogProps {
  isOpen: boolean;
  /** Creating a project or editing one: the title and the button say which. */
  mode: 'create' | 'edit';
  /** The form when it opens (the project's values when editing). */
  initialValues: ProjectFormValues;
  /** Called with the checked, trimmed values; the dialog stays open until the caller closes it. */
  onSubmit: (fields: ProjectFields) => void;
  onCancel: () => void;
  /** Saving: the button is busy and the form is kept. @default false */
  isPending?: boolean;
  /** The save failed (French message): shown above the buttons, everything typed kept. @default null */
  errorMessage?: string | null;
  /** Errors to show from the start (stories). @default {} */
  initialErrors?: FieldErrors<ProjectFormValues>;
}

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    // A stored date in another form (typed by hand in a backup): the field starts empty rather than failing.
    return null;
  }
}

/**
 * Creates or edits a project: name, client, reference, typology, nature of works, address and delivery date. Checked on submit with
 * the project schema: each message under its field with a red border, the focus on the first field in error, and
 * nothing typed is lost (a failed save keeps the form too).
 */
export function ProjectFormDialog({ isOpen, mode, onCancel, ...form }: ProjectFormDialogProps) {
  return (
    <Modal
      title={mode === 'create' ? t.createTitle : t.editTitle}
      isOpen={isOpen}
      onClose={onCancel}
      // A press outside would throw away what was typed: only Escape, « Annuler » and the close button close it.
      isDismissable={false}
      size="lg"
    >
      <ProjectForm mode={mode} onCancel={onCancel} {...form} />
    </Modal>
  );
}

function ProjectForm({
  mode,
  initialValues,
  onSubmit,
  onCancel,
  isPending = false,
  errorMessage = null,
  initialErrors = {},
}: Omit<ProjectFormDialogProps, 'isOpen'>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProjectFormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<ProjectFormValues>>(initialErrors);
  // Focus moves after the render that shows the messages, so the field is announced with its description.
  const [focusRequest, setFocusRequest] = useState<{ field: ProjectField } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const target = formRef.current?.querySelector<HTMLElement>(
      `[data-field="${focusRequest.field}"] :is(input, button, [role="spinbutton"])`,
    );
    target?.focus();
  }, [focusRequest]);

  const set = <K extends ProjectField>(field: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const result = projectSchema.safeParse({
      ...values,
      type: values.type ?? '',
      worksNature: values.worksNature ?? '',
      deliveryDate: values.deliveryDate ?? '',
    });
    const found = fieldErrors(result);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    if (result.success) onSubmit(result.data);
  };

  const field = (name: ProjectField) => ({ name, ...invalidProps(errors[name]) });

  return (
    <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <div data-field="name">
        {/* The dialog opens to be filled in: the name has the focus from the first commit. A focus moved a frame later
            (as it once was) landed under load after a person's first keys, and took them from the field they were in. */}
        <TextField
          {...field('name')}
          label={t.name}
          isRequired
          // eslint-disable-next-line jsx-a11y/no-autofocus -- see above: the field the dialog is opened to fill in
          autoFocus
          value={values.name}
          onChange={(v) => set('name', v)}
        />
      </div>
      <div className={styles.formRow}>
        <div data-field="client">
          <TextField
            {...field('client')}
            label={t.client}
            isRequired
            value={values.client}
            onChange={(v) => set('client', v)}
          />
        </div>
        <div data-field="reference">
          <TextField
            {...field('reference')}
            label={t.reference}
            description={t.referenceDescription}
            value={values.reference}
            onChange={(v) => set('reference', v)}
          />
        </div>
      </div>
      <div data-field="type">
        <Select
          {...field('type')}
          label={t.typology}
          placeholder={t.typologyPlaceholder}
          isRequired
          items={typologyOptions(initialValues.type)}
          selectedKey={values.type}
          onSelectionChange={(key: Key | null) => set('type', key === null ? null : String(key))}
        />
      </div>
      <div data-field="worksNature">
        <Select
          {...field('worksNature')}
          label={t.worksNature}
          placeholder={t.worksNaturePlaceholder}
          items={worksNatureOptions()}
          selectedKey={values.worksNature}
          onSelectionChange={(key: Key | null) =>
            set('worksNature', key === null || key === NO_WORKS_NATURE ? null : String(key))
          }
        />
      </div>
      <div data-field="address">
        <TextField
          {...field('address')}
          label={t.address}
          autoComplete="street-address"
          value={values.address}
          onChange={(v) => set('address', v)}
        />
      </div>
      <div data-field="deliveryDate">
        <DatePicker
          {...field('deliveryDate')}
          label={t.deliveryDate}
          description={t.deliveryDateDescription}
          value={toCalendarDate(values.deliveryDate)}
          onChange={(date) => set('deliveryDate', date ? date.toString() : null)}
        />
      </div>
      {errorMessage && <Alert tone="danger">{errorMessage}</Alert>}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" isPending={isPending} pendingLabel={t.pending}>
          {mode === 'create' ? t.create : t.save}
        </Button>
      </div>
    </Form>
  );
}
