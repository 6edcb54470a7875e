/**
 * A project's named versions: make one (its name checked on submit, the French message under the field and focus
 * back in it), list them newest first, compare two (or one with now), restore one after an alert dialog that says
 * what will change, rename one (a dialog, the same checks) and delete one after an alert dialog (a version is not
 * journalled: its deletion cannot be undone, and says so). Pure: the versions, what a restore would do and the
 * callbacks come in as props.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/Alert';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { Heading } from '../../../components/Typography';
import { validateVersionName } from '../../../domain/takeoff/versions';
import { formatLongDate, interpolate, pluralForm } from '../../../i18n/format';
import { historyFr } from '../../../i18n/history.fr';
import { formatMoney } from '../../../i18n/numbers';
import * as styles from './History.css';

const t = historyFr.versions;
const r = historyFr.restore;
/** The compare selects' « now » option. */
export const CURRENT_STATE = 'current';

export interface VersionItem {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly byName: string;
  readonly measurementCount: number;
  readonly sheetCount: number;
}

/** What the confirmation of a restore says. */
export interface RestorePreview {
  readonly versionId: string;
  readonly name: string;
  readonly createdAt: string;
  readonly restored: number;
  readonly removed: number;
  readonly changed: number;
  readonly amountNowCents: number;
  readonly amountVersionCents: number;
}

export interface VersionsPanelProps {
  readonly versions: readonly VersionItem[];
  /** False: the workspace is read-only (no author); making and restoring versions are hidden. */
  readonly canEdit: boolean;
  /** A name that passed the checks here; the container checks again in its transaction. */
  readonly onCreate: (name: string) => void;
  /** A version id, or CURRENT_STATE, on each side. */
  readonly onCompare: (fromId: string, toId: string) => void;
  /** Asks what restoring would do; the container answers with `restorePreview`. */
  readonly onRestoreRequest: (versionId: string) => void;
  readonly restorePreview: RestorePreview | null;
  readonly onRestoreConfirm: (versionId: string) => void;
  readonly onRestoreCancel: () => void;
  /** A refusal or a failure to show above the list (a restore refused, a name taken meanwhile). */
  readonly error?: string | null;
  /** Whether a creation is under way. */
  readonly isCreating?: boolean;
  /** A name that passed the checks here (unique but for the version itself); absent: no « Renommer ». */
  readonly onRename?: (versionId: string, name: string) => void;
  /** Deletes a version, once confirmed in the alert dialog; absent: no « Supprimer ». */
  readonly onDelete?: (versionId: string) => void;
}

const countOf = (forms: { readonly one: string; readonly other: string }, count: number) =>
  interpolate(pluralForm(forms, count), { count });

export function VersionsPanel({
  versions,
  canEdit,
  onCreate,
  onCompare,
  onRestoreRequest,
  restorePreview,
  onRestoreConfirm,
  onRestoreCancel,
  error,
  isCreating = false,
  onRename,
  onDelete,
}: VersionsPanelProps) {
  const [renaming, setRenaming] = useState<VersionItem | null>(null);
  const [deleting, setDeleting] = useState<VersionItem | null>(null);
  const titleId = useId();
  const newName = useVersionName('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string>(CURRENT_STATE);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = newName.check(versions.map((v) => v.name));
    if (name === null) return;
    newName.clear();
    onCreate(name);
  };

  const options = [{ id: CURRENT_STATE, label: t.current }, ...versions.map((v) => ({ id: v.id, label: v.name }))];
  const fromKey = from ?? versions[0]?.id ?? null;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t.title}
      </Heading>
      {error && (
        <Alert tone="danger" live="assertive">
          {error}
        </Alert>
      )}
      {canEdit && (
        <Form onSubmit={submit} validationBehavior="aria" className={styles.formRow}>
          {newName.field(t.nameDescription)}
          <Button type="submit" isPending={isCreating}>
            {t.createSubmit}
          </Button>
        </Form>
      )}
      {versions.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <>
          <ul className={styles.versionList} aria-label={t.listLabel}>
            {versions.map((v) => (
              <li key={v.id} className={styles.versionItem}>
                <div>
                  <div className={styles.versionName}>{v.name}</div>
                  <div className={styles.versionMeta}>
                    {interpolate(t.madeBy, { who: v.byName, time: formatLongDate(new Date(v.createdAt)) })}
                    {' · '}
                    {interpolate(t.counts, {
                      measurements: countOf({ one: t.measurementsOne, other: t.measurementsOther }, v.measurementCount),
                      sheets: countOf({ one: t.sheetsOne, other: t.sheetsOther }, v.sheetCount),
                    })}
                  </div>
                </div>
                <div className={styles.actions}>
                  <VersionAction
                    name={v.name}
                    label={t.compareWithCurrent}
                    onPress={() => onCompare(v.id, CURRENT_STATE)}
                  >
                    {t.compareSubmit}
                  </VersionAction>
                  {canEdit && (
                    <VersionAction name={v.name} label={t.restoreLabel} onPress={() => onRestoreRequest(v.id)}>
                      {t.restore}
                    </VersionAction>
                  )}
                  {canEdit && onRename && (
                    <VersionAction name={v.name} label={t.renameLabel} onPress={() => setRenaming(v)}>
                      {t.rename}
                    </VersionAction>
                  )}
                  {canEdit && onDelete && (
                    <VersionAction name={v.name} label={t.deleteLabel} variant="ghost" onPress={() => setDeleting(v)}>
                      {t.delete}
                    </VersionAction>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Heading level={3}>{t.compareTitle}</Heading>
          <div className={styles.formRow}>
            <Select
              label={t.compareFrom}
              items={options}
              selectedKey={fromKey}
              onSelectionChange={(key) => setFrom(String(key))}
            />
            <Select
              label={t.compareTo}
              items={options}
              selectedKey={to}
              onSelectionChange={(key) => setTo(String(key))}
            />
            <Button variant="secondary" isDisabled={fromKey === null} onPress={() => fromKey && onCompare(fromKey, to)}>
              {t.compareSubmit}
            </Button>
          </div>
        </>
      )}
      {renaming && onRename && (
        <Modal isOpen onClose={() => setRenaming(null)} title={t.renameTitle}>
          <RenameForm
            version={renaming}
            others={versions.filter((v) => v.id !== renaming.id).map((v) => v.name)}
            onSubmit={(name) => {
              setRenaming(null);
              onRename(renaming.id, name);
            }}
            onCancel={() => setRenaming(null)}
          />
        </Modal>
      )}
      <AlertDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? interpolate(t.deleteTitle, { name: deleting.name }) : ''}
        message={t.deleteBody}
        actionLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        tone="danger"
        onAction={() => {
          if (deleting) onDelete?.(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <AlertDialog
        isOpen={restorePreview !== null}
        onClose={onRestoreCancel}
        title={restorePreview ? interpolate(r.title, { name: restorePreview.name }) : ''}
        message={restorePreview ? <RestoreMessage preview={restorePreview} /> : ''}
        actionLabel={r.confirm}
        cancelLabel={r.cancel}
        tone="danger"
        onAction={() => restorePreview && onRestoreConfirm(restorePreview.versionId)}
        onCancel={onRestoreCancel}
      />
    </section>
  );
}

function RestoreMessage({ preview }: { preview: RestorePreview }) {
  const items = [
    preview.restored > 0 && countOf({ one: r.restoredOne, other: r.restored }, preview.restored),
    preview.removed > 0 && countOf({ one: r.removedOne, other: r.removed }, preview.removed),
    preview.changed > 0 && countOf({ one: r.changedOne, other: r.changed }, preview.changed),
    preview.amountNowCents !== preview.amountVersionCents &&
      interpolate(r.amount, {
        before: formatMoney(preview.amountNowCents / 100),
        after: formatMoney(preview.amountVersionCents / 100),
      }),
  ].filter((x): x is string => typeof x === 'string');
  return (
    <>
      {interpolate(r.intro, { date: formatLongDate(new Date(preview.createdAt)) })}
      {items.length === 0 ? (
        <> {r.nothing}</>
      ) : (
        <span className={styles.restoreList} role="list">
          {items.map((item) => (
            <span key={item} role="listitem" className={styles.restoreItem}>
              {item}
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/** The rename dialog's form: the version's name, checked on submit as a new one would be (its own name allowed). */
function RenameForm({
  version,
  others,
  onSubmit,
  onCancel,
}: {
  version: VersionItem;
  others: readonly string[];
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const newName = useVersionName(version.name);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = newName.check(others);
    if (name !== null) onSubmit(name);
  };
  return (
    <Form onSubmit={submit} validationBehavior="aria" className={styles.renameForm}>
      {newName.field()}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit">{t.renameSubmit}</Button>
      </div>
    </Form>
  );
}

/** An action on one version: its visible word, and a name that says which version (« Restaurer Lot 2 »). */
function VersionAction({
  name,
  label,
  variant = 'secondary',
  onPress,
  children,
}: {
  /** The version's name. */
  name: string;
  /** The accessible name's template, with `{name}`. */
  label: string;
  variant?: 'secondary' | 'ghost';
  onPress: () => void;
  children: string;
}) {
  return (
    <Button variant={variant} size="sm" aria-label={interpolate(label, { name })} onPress={onPress}>
      {children}
    </Button>
  );
}

/**
 * A version's name as typed (a new one, or a new name for one), checked on submit against the `others` names: on a
 * refusal, the French message under the field and the focus back in it.
 */
function useVersionName(initial: string) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  return {
    /** The name to keep, or null once the refusal is shown. */
    check(others: readonly string[]): string | null {
      const checked = validateVersionName(name, others);
      if (checked.ok) return checked.value;
      setError(t.errors[checked.error]);
      requestAnimationFrame(() => wrapper.current?.querySelector('input')?.focus());
      return null;
    },
    /** Empties the field once a version is made. */
    clear() {
      setError(null);
      setName('');
    },
    field: (description?: string) => (
      <div ref={wrapper}>
        <TextField
          label={t.nameLabel}
          description={description}
          value={name}
          onChange={setName}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
      </div>
    ),
  };
}
