/**
 * The account's article libraries (/dashboard/bibliotheques): the list with each library's number of articles, a new
 * library by name, the starter library in one click, and for the open library its file actions (import XLSX/CSV
 * through the wizard, export XLSX or CSV, delete — confirmed) above its articles (LibraryScreen, a slot). Pure.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { Text } from '../../components/Typography';
import { PageHeader } from '../../patterns/PageLayout';
import { interpolate, pluralForm } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { FilePicker } from '../../patterns/FilePicker';
import * as styles from './Libraries.css';

const t = libraryFr.libraries;

export interface LibraryEntry {
  readonly id: string;
  readonly name: string;
  readonly articleCount: number;
  /** Opens it (the page's address with the library chosen). */
  readonly href: string;
}

export interface LibrariesScreenProps {
  readonly libraries: readonly LibraryEntry[];
  readonly selectedId: string | null;
  /** @default true */
  readonly canEdit?: boolean;
  readonly onCreate: (name: string) => void;
  /** Absent once the starter library is installed. */
  readonly onInstallStarter?: () => void;
  readonly isInstalling?: boolean;
  readonly onImport: (file: File) => void;
  readonly onExport: (format: 'xlsx' | 'csv') => void;
  readonly onDelete: (libraryId: string) => void;
  /**
   * Whether the open library may take an import, and be deleted: not when a shared project carries it and this
   * person's role there may not (its articles' note says why). @default true
   */
  readonly canImportSelected?: boolean;
  /** @default true */
  readonly canDeleteSelected?: boolean;
  /** The open library's articles (LibraryScreen), its import wizard, or the reason it cannot show. */
  readonly children?: ReactNode;
}

/** « aucun article », « 1 article », « 172 articles ». */
export function libraryArticleCount(count: number): string {
  return count === 0 ? t.noArticle : interpolate(pluralForm(t.articleCount, count), { count });
}

export function LibrariesScreen({
  libraries,
  selectedId,
  canEdit = true,
  onCreate,
  onInstallStarter,
  isInstalling = false,
  onImport,
  onExport,
  onDelete,
  canImportSelected = true,
  canDeleteSelected = true,
  children,
}: LibrariesScreenProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LibraryEntry | null>(null);
  const createForm = useRef<HTMLFormElement>(null);
  const selected = libraries.find((l) => l.id === selectedId) ?? null;

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t.nameRequired);
      createForm.current?.querySelector('input')?.focus();
      return;
    }
    setNameError(null);
    onCreate(name.trim());
    setName('');
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t.title}
        lead={<Text tone="muted">{t.intro}</Text>}
        actions={
          onInstallStarter && (
            <Button
              onPress={onInstallStarter}
              isPending={isInstalling}
              pendingLabel={t.installing}
              isDisabled={!canEdit}
            >
              {t.installStarter}
            </Button>
          )
        }
      />
      {!canEdit && <Text tone="muted">{t.readOnly}</Text>}
      <div className={styles.layout}>
        <nav aria-label={t.listLabel} className={styles.sidebar}>
          {libraries.length === 0 ? (
            <Text tone="muted">{t.none}</Text>
          ) : (
            <ul className={styles.list}>
              {libraries.map((library) => (
                <li key={library.id}>
                  <Link
                    href={library.href}
                    variant="subtle"
                    className={styles.item}
                    aria-current={library.id === selectedId ? 'page' : undefined}
                  >
                    <span className={styles.itemName}>{library.name}</span>
                    <span className={styles.itemCount}>{libraryArticleCount(library.articleCount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Form ref={createForm} onSubmit={create} className={styles.createForm} validationBehavior="aria">
            <TextField
              label={t.newName}
              value={name}
              onChange={(value) => {
                setName(value);
                if (nameError) setNameError(null);
              }}
              isInvalid={nameError !== null}
              errorMessage={nameError ?? undefined}
              isDisabled={!canEdit}
            />
            <Button type="submit" variant="secondary" isDisabled={!canEdit}>
              {t.create}
            </Button>
          </Form>
        </nav>
        <div className={styles.main}>
          {selected ? (
            <>
              <div role="group" aria-label={t.actions} className={styles.actions}>
                <FilePicker
                  acceptedFileTypes={[
                    '.xlsx',
                    '.csv',
                    'text/csv',
                    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                  ]}
                  onFile={onImport}
                >
                  <Button variant="secondary" isDisabled={!canEdit || !canImportSelected}>
                    {t.importFile}
                  </Button>
                </FilePicker>
                <Button variant="secondary" onPress={() => onExport('xlsx')} isDisabled={selected.articleCount === 0}>
                  {t.exportXlsx}
                </Button>
                <Button variant="secondary" onPress={() => onExport('csv')} isDisabled={selected.articleCount === 0}>
                  {t.exportCsv}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => setDeleting(selected)}
                  isDisabled={!canEdit || !canDeleteSelected}
                >
                  {t.delete}
                </Button>
              </div>
              {children}
            </>
          ) : (
            (children ?? <Text tone="muted">{t.choose}</Text>)
          )}
        </div>
      </div>
      {deleting && (
        <AlertDialog
          isOpen
          tone="danger"
          title={t.deleteTitle}
          message={interpolate(t.deleteBody, { name: deleting.name, count: deleting.articleCount })}
          actionLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          onAction={() => {
            onDelete(deleting.id);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
