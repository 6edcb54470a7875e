/**
 * A library's articles: search (words without accents, numbers, tags), a lot filter, inactive articles on demand;
 * the table grouped by lot and chapitre with each article's number, unit, PU HT, VAT and state; create, edit, delete
 * (confirmed, undoable) and move up or down (renumbering). Lots and chapters are made, renamed, moved up or down
 * (their articles' numbers follow) and deleted (confirmed) from their group rows; without a search, empty ones are
 * listed too, so that a new library can be given its structure. An empty library offers the starter library. Pure:
 * the outline comes in, every change goes out through a callback.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { Heading } from '../../components/Typography';
import type { ArticleFormValues } from '../../domain/library/article';
import type { OutlineLot } from '../../domain/library/outline';
import { articleMatcher } from '../../domain/library/search';
import { FULL_LIBRARY_RIGHTS, mayDeleteArticles, type LibraryRights } from '../../domain/sharing/rights';
import { interpolate, pluralForm } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { formatMoney } from '../../i18n/numbers';
import { TableHead } from '../../patterns/Table';
import { ArticleDialog, emptyArticleDraft, type ArticleDraft } from './ArticleDialog';
import { libraryArticleCount as articleCount } from './LibrariesScreen';
import { EditDeleteButtons } from './LibraryParts';
import * as styles from './Library.css';
import { NodeDialog, type NodeDialogValues, type NodeKind } from './NodeDialog';

const t = libraryFr.library;
const n = libraryFr.library.nodes;

/** The lot or chapter a node dialog creates or renames. */
export type NodeTarget =
  | { readonly kind: 'lot'; readonly id: string | null }
  | { readonly kind: 'chapter'; readonly id: string | null; readonly lotId: string };
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
  /** Creates (id null) or renames a lot or a chapter; the dialog closes when the promise resolves. */
  readonly onSaveNode?: (target: NodeTarget, values: NodeDialogValues) => Promise<void>;
  /** Moves a lot or a chapter one place up (-1) or down (1) among its siblings: numbers follow. */
  readonly onMoveNode?: (kind: NodeKind, id: string, direction: -1 | 1) => void;
  /** Deletes a lot or a chapter with what it holds (asked for confirmation first). */
  readonly onDeleteNode?: (kind: NodeKind, id: string) => void;
  /** A refusal to show in the lot or chapter dialog (a number already taken). */
  readonly nodeError?: string | null;
  /**
   * What this person may change here when a shared project carries the library (domain/sharing/rights.ts): what the
   * role may not do is shown disabled, and a note says why. @default FULL_LIBRARY_RIGHTS
   */
  readonly rights?: LibraryRights;
}

type NodeDialogState = {
  readonly target: NodeTarget;
  readonly initial: NodeDialogValues;
  readonly parentLabel?: string;
};

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
  onSaveNode,
  onMoveNode,
  onDeleteNode,
  nodeError = null,
  rights = FULL_LIBRARY_RIGHTS,
}: LibraryScreenProps) {
  const canEdit = rights.canEdit;
  const [search, setSearch] = useState('');
  const [lotId, setLotId] = useState<string>(ALL);
  const [showInactive, setShowInactive] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; designation: string } | null>(null);
  const [nodeDialog, setNodeDialog] = useState<NodeDialogState | null>(null);
  const [deletingNode, setDeletingNode] = useState<{
    kind: NodeKind;
    id: string;
    title: string;
    articles: number;
  } | null>(null);

  const total = outline.reduce((n, l) => n + l.chapters.reduce((m, c) => m + c.articles.length, 0), 0);
  // Without a search, empty lots and chapters stay listed: they are where new articles go.
  const isSearching = search.trim() !== '';
  const filtered = useMemo(() => {
    const match = articleMatcher({ text: search, activeOnly: !showInactive });
    return outline
      .filter((l) => lotId === ALL || l.lot.id === lotId)
      .map((l) => ({
        ...l,
        chapters: l.chapters
          .map((c) => {
            const articles = c.articles.filter(match);
            // Without a search, what the filter took out are the inactive articles, hidden until asked for.
            return { ...c, articles, hidden: c.articles.length - articles.length };
          })
          .filter((c) => !isSearching || c.articles.length > 0),
      }))
      .filter((l) => !isSearching || l.chapters.length > 0);
  }, [outline, search, isSearching, lotId, showInactive]);
  const shown = filtered.reduce((n, l) => n + l.chapters.reduce((m, c) => m + c.articles.length, 0), 0);

  const lots = outline.map((l) => ({ id: l.lot.id, label: `${l.number} ${l.lot.title}` }));
  const chapters = outline.flatMap((l) =>
    l.chapters.map((c) => ({ id: c.chapter.id, label: `${c.number} ${c.chapter.title}`, lotId: l.lot.id })),
  );

  const saveNode = async (values: NodeDialogValues) => {
    if (!nodeDialog || !onSaveNode) return;
    setIsSaving(true);
    try {
      await onSaveNode(nodeDialog.target, values);
      setNodeDialog(null);
    } catch {
      // The container says why through nodeError; the dialog stays open with what was typed.
    } finally {
      setIsSaving(false);
    }
  };
  const newLot = () => setNodeDialog({ target: { kind: 'lot', id: null }, initial: { title: '', code: '' } });
  const canEditTree = onSaveNode !== undefined;
  const lotIndex = (id: string) => outline.findIndex((l) => l.lot.id === id);

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
      <SharedLibraryNote rights={rights} />
      {total === 0 && (outline.length === 0 || !canEditTree) ? (
        <div className={styles.page}>
          <p className={styles.empty}>{t.emptyLibrary}</p>
          {canEditTree && <p className={styles.empty}>{n.noLot}</p>}
          <div className={styles.filters}>
            {onInstallStarter && (
              <Button onPress={onInstallStarter} isPending={isInstalling} pendingLabel={t.installing}>
                {t.installStarter}
              </Button>
            )}
            {canEditTree ? (
              <Button variant="secondary" onPress={newLot} isDisabled={!canEdit}>
                {n.newLot}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onPress={() => setDialog({ mode: 'create', initial: emptyArticleDraft, articleId: null })}
                isDisabled={!canEdit}
              >
                {t.newArticle}
              </Button>
            )}
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
            <div className={styles.filters}>
              {canEditTree && (
                <Button variant="secondary" onPress={newLot} isDisabled={!canEdit}>
                  {n.newLot}
                </Button>
              )}
              <Button
                onPress={() => setDialog({ mode: 'create', initial: emptyArticleDraft, articleId: null })}
                isDisabled={!canEdit}
              >
                {t.newArticle}
              </Button>
            </div>
          </div>
          <p className={styles.count} role="status">
            {interpolate(pluralForm(t.count, shown), { shown, total })}
          </p>
          {shown === 0 && isSearching ? (
            <p className={styles.empty}>{t.noResult}</p>
          ) : (
            <div className={styles.scroller}>
              <table className={styles.table} aria-label={t.tableLabel}>
                <TableHead
                  columns={[
                    { label: t.number },
                    { label: t.designation },
                    { label: t.unit },
                    { label: t.price, isNumeric: true },
                    { label: t.vat },
                    { label: t.status },
                    { label: t.actions, isNumeric: true },
                  ]}
                />
                {filtered.map((lot) => (
                  <tbody key={lot.lot.id}>
                    <NodeRow
                      className={styles.groupRow}
                      number={lot.number}
                      title={lot.lot.title}
                      actions={
                        canEditTree && (
                          <NodeActions
                            kind="lot"
                            title={`${lot.number} ${lot.lot.title}`}
                            isDisabled={!canEdit}
                            canDelete={mayDeleteArticles(
                              rights,
                              (outline[lotIndex(lot.lot.id)]?.chapters ?? []).flatMap((c) =>
                                c.articles.map((a) => a.article),
                              ),
                            )}
                            isFirst={lotIndex(lot.lot.id) === 0}
                            isLast={lotIndex(lot.lot.id) === outline.length - 1}
                            canMove={!isSearching && onMoveNode !== undefined}
                            onMove={(direction) => onMoveNode?.('lot', lot.lot.id, direction)}
                            onRename={() =>
                              setNodeDialog({
                                target: { kind: 'lot', id: lot.lot.id },
                                initial: { title: lot.lot.title, code: lot.lot.code },
                              })
                            }
                            onAddChild={() =>
                              setNodeDialog({
                                target: { kind: 'chapter', id: null, lotId: lot.lot.id },
                                initial: { title: '', code: '' },
                                parentLabel: `${lot.number} ${lot.lot.title}`,
                              })
                            }
                            onDelete={
                              onDeleteNode &&
                              (() =>
                                setDeletingNode({
                                  kind: 'lot',
                                  id: lot.lot.id,
                                  title: `${lot.number} ${lot.lot.title}`,
                                  articles: (outline[lotIndex(lot.lot.id)]?.chapters ?? []).reduce(
                                    (count, c) => count + c.articles.length,
                                    0,
                                  ),
                                }))
                            }
                          />
                        )
                      }
                    />
                    {lot.chapters.length === 0 && (
                      <tr>
                        <td colSpan={7} className={`${styles.cell} ${styles.empty}`}>
                          {n.emptyLot}
                        </td>
                      </tr>
                    )}
                    {lot.chapters.flatMap((chapter) => {
                      const siblings = outline[lotIndex(lot.lot.id)]?.chapters ?? [];
                      const index = siblings.findIndex((c) => c.chapter.id === chapter.chapter.id);
                      const all = siblings[index]?.articles.length ?? 0;
                      return [
                        <NodeRow
                          key={chapter.chapter.id}
                          className={styles.subgroupRow}
                          number={chapter.number}
                          title={chapter.chapter.title}
                          actions={
                            canEditTree && (
                              <NodeActions
                                kind="chapter"
                                title={`${chapter.number} ${chapter.chapter.title}`}
                                isDisabled={!canEdit}
                                canDelete={mayDeleteArticles(
                                  rights,
                                  (siblings[index]?.articles ?? []).map((a) => a.article),
                                )}
                                isFirst={index === 0}
                                isLast={index === siblings.length - 1}
                                canMove={!isSearching && onMoveNode !== undefined}
                                onMove={(direction) => onMoveNode?.('chapter', chapter.chapter.id, direction)}
                                onRename={() =>
                                  setNodeDialog({
                                    target: { kind: 'chapter', id: chapter.chapter.id, lotId: lot.lot.id },
                                    initial: { title: chapter.chapter.title, code: chapter.chapter.code },
                                  })
                                }
                                onDelete={
                                  onDeleteNode &&
                                  (() =>
                                    setDeletingNode({
                                      kind: 'chapter',
                                      id: chapter.chapter.id,
                                      title: `${chapter.number} ${chapter.chapter.title}`,
                                      articles: all,
                                    }))
                                }
                              />
                            )
                          }
                        />,
                        ...(chapter.articles.length === 0
                          ? [
                              <tr key={`${chapter.chapter.id}-empty`}>
                                <td colSpan={7} className={`${styles.cell} ${styles.empty}`}>
                                  {chapter.hidden > 0
                                    ? interpolate(pluralForm(n.emptyChapterInactive, chapter.hidden), {
                                        count: chapter.hidden,
                                      })
                                    : n.emptyChapter}
                                </td>
                              </tr>,
                            ]
                          : []),
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
                                  isDisabled={!canEdit || i === 0 || search !== ''}
                                  aria-label={interpolate(t.moveUp, { designation: article.designation })}
                                  onPress={() => onMoveArticle(article.id, -1)}
                                >
                                  ↑
                                </Button>
                                <Button
                                  variant="ghost"
                                  size="sm"
                                  isDisabled={!canEdit || i === chapter.articles.length - 1 || search !== ''}
                                  aria-label={interpolate(t.moveDown, { designation: article.designation })}
                                  onPress={() => onMoveArticle(article.id, 1)}
                                >
                                  ↓
                                </Button>
                                <EditDeleteButtons
                                  editLabel={interpolate(t.edit, { designation: article.designation })}
                                  deleteLabel={interpolate(t.delete, { designation: article.designation })}
                                  onEdit={() =>
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
                                  onDelete={() => setDeleting({ id: article.id, designation: article.designation })}
                                  isEditDisabled={!canEdit}
                                  isDeleteDisabled={!mayDeleteArticles(rights, [article])}
                                />
                              </div>
                            </td>
                          </tr>
                        )),
                      ];
                    })}
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
          isPriceLocked={!rights.canEditPrices}
        />
      )}
      {nodeDialog && (
        <NodeDialog
          kind={nodeDialog.target.kind}
          mode={nodeDialog.target.id === null ? 'create' : 'edit'}
          initial={nodeDialog.initial}
          {...(nodeDialog.parentLabel === undefined ? {} : { parentLabel: nodeDialog.parentLabel })}
          onSubmit={(values) => void saveNode(values)}
          onCancel={() => setNodeDialog(null)}
          isPending={isSaving}
          errorMessage={nodeError}
        />
      )}
      {deletingNode && (
        <AlertDialog
          isOpen
          tone="danger"
          title={deletingNode.kind === 'lot' ? n.deleteLotTitle : n.deleteChapterTitle}
          message={interpolate(deletingNode.kind === 'lot' ? n.deleteLotBody : n.deleteChapterBody, {
            title: deletingNode.title,
            count: articleCount(deletingNode.articles),
          })}
          actionLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          onAction={() => {
            onDeleteNode?.(deletingNode.kind, deletingNode.id);
            setDeletingNode(null);
          }}
          onCancel={() => setDeletingNode(null)}
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

/** A lot's or a chapter's buttons: up, down (renumbering), rename, a new chapter (lots), delete. */
/** A lot's or chapter's header row over its articles: its number and title, its actions where the tree is editable. */
function NodeRow({
  className,
  number,
  title,
  actions,
}: {
  className: string;
  number: string;
  title: string;
  /** False where the tree cannot be edited: the title then spans the actions' column too. */
  actions: ReactNode;
}) {
  return (
    <tr className={className}>
      <th scope="rowgroup" colSpan={actions ? 6 : 7} className={styles.cell}>
        {number} {title}
      </th>
      {actions && <td className={styles.cell}>{actions}</td>}
    </tr>
  );
}

function NodeActions({
  kind,
  title,
  isDisabled,
  canDelete,
  isFirst,
  isLast,
  canMove,
  onMove,
  onRename,
  onAddChild,
  onDelete,
}: {
  kind: NodeKind;
  title: string;
  /** Nothing may change (a shared project's lecteur): every button shown, disabled. */
  isDisabled: boolean;
  /** False when the role may not delete what the node holds (a métreur, priced articles). */
  canDelete: boolean;
  isFirst: boolean;
  isLast: boolean;
  canMove: boolean;
  onMove: (direction: -1 | 1) => void;
  onRename: () => void;
  onAddChild?: () => void;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <div
      role="group"
      aria-label={interpolate(kind === 'lot' ? n.lotActions : n.chapterActions, { title })}
      className={styles.actions}
    >
      <Button
        variant="ghost"
        size="sm"
        isDisabled={isDisabled || !canMove || isFirst}
        aria-label={interpolate(n.moveUp, { title })}
        onPress={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        size="sm"
        isDisabled={isDisabled || !canMove || isLast}
        aria-label={interpolate(n.moveDown, { title })}
        onPress={() => onMove(1)}
      >
        ↓
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={interpolate(n.renameLabel, { title })}
        onPress={onRename}
        isDisabled={isDisabled}
      >
        {n.rename}
      </Button>
      {onAddChild && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={interpolate(n.newChapterIn, { title })}
          onPress={onAddChild}
          isDisabled={isDisabled}
        >
          {n.newChapter}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={interpolate(n.delete, { title })}
          onPress={onDelete}
          isDisabled={isDisabled || !canDelete}
        >
          {t.deleteConfirm}
        </Button>
      )}
    </div>
  );
}

/** Why part of the library is disabled: the shared project that carries it and this person's role there. */
export function SharedLibraryNote({ rights }: { readonly rights: LibraryRights }) {
  const by = rights.restrictedBy;
  if (!by) return null;
  const body = by.role === 'metreur' ? t.shared.metreur : by.role === 'lecteur' ? t.shared.lecteur : t.shared.unknown;
  return (
    <Alert tone="info" title={t.shared.title} live="off">
      <p>{interpolate(body, { project: by.projectName })}</p>
    </Alert>
  );
}
