/**
 * A library's articles: search (words without accents, numbers, tags), a lot filter, inactive articles on demand;
 * the table grouped by lot and chapitre with each article's number, unit, PU HT, VAT and state; create, edit, delete
 * (confirmed, undoable) and move up or down (renumbering). An empty library offers the starter library. Pure: the
 * outline comes in, every change goes out through a callback.
 */
import { useMemo, useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { Heading } from '../../components/Typography';
import type { ArticleFormValues } from '../../domain/library/article';
import type { OutlineLot } from '../../domain/library/outline';
import { articleMatcher } from '../../domain/library/search';
import { interpolate } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { formatMoney } from '../../i18n/numbers';
import { ArticleDialog, emptyArticleDraft, type ArticleDraft } from './ArticleDialog';
import * as styles from './Library.css';

const t = libraryFr.library;
const ALL = '*';

export interface LibraryScreenProps {
  readonly libraryId: string;
  readonly name: string;
  readonly outline: readonly OutlineLot[];
  /** Saves a new article (articleId null) or changes one; the dialog closes when the promise resolves. */
  readonly onSaveArticle: (values: ArticleFormValues, articleId: string | null) => Promise<void>;
  readonly onDeleteArticle: (articleId: string) => void;
  readonly onMoveArticle: (articleId: string, direction: -1 | 1) => void;
  readonly onInstallStarter?: () => void;
  readonly isInstalling?: boolean;
  /** A refusal to show in the article dialog (a number already taken). */
  readonly saveError?: string | null;
}

type Dialog = { readonly mode: 'create' | 'edit'; readonly initial: ArticleDraft; readonly articleId: string | null };

export function LibraryScreen({
  libraryId,
  name,
  outline,
  onSaveArticle,
  onDeleteArticle,
  onMoveArticle,
  onInstallStarter,
  isInstalling = false,
  saveError = null,
}: LibraryScreenProps) {
  const [search, setSearch] = useState('');
  const [lotId, setLotId] = useState<string>(ALL);
  const [showInactive, setShowInactive] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; designation: string } | null>(null);

  const total = outline.reduce((n, l) => n + l.chapters.reduce((m, c) => m + c.articles.length, 0), 0);
  const filtered = useMemo(() => {
    const match = articleMatcher({ text: search, activeOnly: !showInactive });
    return outline
      .filter((l) => lotId === ALL || l.lot.id === lotId)
      .map((l) => ({
        ...l,
        chapters: l.chapters
          .map((c) => ({ ...c, articles: c.articles.filter(match) }))
          .filter((c) => c.articles.length > 0),
      }))
      .filter((l) => l.chapters.length > 0);
  }, [outline, search, lotId, showInactive]);
  const shown = filtered.reduce((n, l) => n + l.chapters.reduce((m, c) => m + c.articles.length, 0), 0);

  const lots = outline.map((l) => ({ id: l.lot.id, label: `${l.number} ${l.lot.title}` }));
  const chapters = outline.flatMap((l) =>
    l.chapters.map((c) => ({ id: c.chapter.id, label: `${c.number} ${c.chapter.title}`, lotId: l.lot.id })),
  );

  const save = async (values: ArticleFormValues) => {
    setIsSaving(true);
    try {
      await onSaveArticle(values, dialog?.articleId ?? null);
      setDialog(null);
    } catch {
      // The container says why through saveError; the dialog stays open with what was typed.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <Heading level={2}>{name}</Heading>
      {total === 0 ? (
        <div className={styles.page}>
          <p className={styles.empty}>{t.emptyLibrary}</p>
          <div className={styles.filters}>
            {onInstallStarter && (
              <Button onPress={onInstallStarter} isPending={isInstalling} pendingLabel={t.installing}>
                {t.installStarter}
              </Button>
            )}
            <Button
              variant="secondary"
              onPress={() => setDialog({ mode: 'create', initial: emptyArticleDraft, articleId: null })}
            >
              {t.newArticle}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={styles.filters}>
              <TextField label={t.search} description={t.searchDescription} value={search} onChange={setSearch} />
              <Select
                label={t.lotFilter}
                items={[{ id: ALL, label: t.allLots }, ...lots]}
                selectedKey={lotId}
                onSelectionChange={(key) => setLotId(key === null ? ALL : String(key))}
              />
              <Checkbox isSelected={showInactive} onChange={setShowInactive}>
                {t.showInactive}
              </Checkbox>
            </div>
            <Button onPress={() => setDialog({ mode: 'create', initial: emptyArticleDraft, articleId: null })}>
              {t.newArticle}
            </Button>
          </div>
          <p className={styles.count} role="status">
            {interpolate(t.count, { shown, total })}
          </p>
          {shown === 0 ? (
            <p className={styles.empty}>{t.noResult}</p>
          ) : (
            <div className={styles.scroller}>
              <table className={styles.table} aria-label={t.tableLabel}>
                <thead>
                  <tr>
                    {[t.number, t.designation, t.unit].map((h) => (
                      <th key={h} scope="col" className={styles.headCell}>
                        {h}
                      </th>
                    ))}
                    <th scope="col" className={`${styles.headCell} ${styles.numeric}`}>
                      {t.price}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {t.vat}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {t.status}
                    </th>
                    <th scope="col" className={`${styles.headCell} ${styles.numeric}`}>
                      {t.actions}
                    </th>
                  </tr>
                </thead>
                {filtered.map((lot) => (
                  <tbody key={lot.lot.id}>
                    <tr className={styles.groupRow}>
                      <th scope="rowgroup" colSpan={7} className={styles.cell}>
                        {lot.number} {lot.lot.title}
                      </th>
                    </tr>
                    {lot.chapters.flatMap((chapter) => [
                      <tr key={chapter.chapter.id} className={styles.subgroupRow}>
                        <th scope="rowgroup" colSpan={7} className={styles.cell}>
                          {chapter.number} {chapter.chapter.title}
                        </th>
                      </tr>,
                      ...chapter.articles.map(({ article, number }, i) => (
                        <tr key={article.id} className={article.actif ? undefined : styles.inactive}>
                          <td className={styles.cell}>{number}</td>
                          <th scope="row" className={styles.cell}>
                            {article.designation}
                          </th>
                          <td className={styles.cell}>{article.unite}</td>
                          <td className={`${styles.cell} ${styles.numeric}`}>
                            {article.prix_unitaire === 0 ? t.priceToFill : formatMoney(article.prix_unitaire)}
                          </td>
                          <td className={styles.cell}>{libraryFr.vatRates[article.vatRate]}</td>
                          <td className={styles.cell}>{article.actif ? t.active : t.inactive}</td>
                          <td className={styles.cell}>
                            <div className={styles.actions}>
                              <Button
                                variant="ghost"
                                size="sm"
                                isDisabled={i === 0 || search !== ''}
                                aria-label={interpolate(t.moveUp, { designation: article.designation })}
                                onPress={() => onMoveArticle(article.id, -1)}
                              >
                                ↑
                              </Button>
                              <Button
                                variant="ghost"
                                size="sm"
                                isDisabled={i === chapter.articles.length - 1 || search !== ''}
                                aria-label={interpolate(t.moveDown, { designation: article.designation })}
                                onPress={() => onMoveArticle(article.id, 1)}
                              >
                                ↓
                              </Button>
                              <Button
                                variant="secondary"
                                size="sm"
                                aria-label={interpolate(t.edit, { designation: article.designation })}
                                onPress={() =>
                                  setDialog({
                                    mode: 'edit',
                                    articleId: article.id,
                                    initial: {
                                      ...article,
                                      code: article.code,
                                      tags: article.tags,
                                      ...(article.description === undefined
                                        ? {}
                                        : { description: article.description }),
                                    },
                                  })
                                }
                              >
                                {t.editShort}
                              </Button>
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={interpolate(t.delete, { designation: article.designation })}
                                onPress={() => setDeleting({ id: article.id, designation: article.designation })}
                              >
                                {t.deleteConfirm}
                              </Button>
                            </div>
                          </td>
                        </tr>
                      )),
                    ])}
                  </tbody>
                ))}
              </table>
            </div>
          )}
        </>
      )}
      {dialog && (
        <ArticleDialog
          isOpen
          mode={dialog.mode}
          initial={dialog.initial}
          libraryId={libraryId}
          lots={lots}
          chapters={chapters}
          onSubmit={(values) => void save(values)}
          onCancel={() => setDialog(null)}
          isPending={isSaving}
          errorMessage={saveError}
        />
      )}
      {deleting && (
        <AlertDialog
          isOpen
          tone="danger"
          title={t.deleteTitle}
          message={interpolate(t.deleteBody, { designation: deleting.designation })}
          actionLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          onAction={() => {
            onDeleteArticle(deleting.id);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
