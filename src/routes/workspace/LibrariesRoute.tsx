/**
 * /dashboard/bibliotheques (its own chunk): the account's libraries and the open one's articles. The open library is
 * in the address (`?bibliotheque=<id>`, a link to share or keep); without it, the first library. Every change goes
 * through the library repository (journalled in the 'libraries' scope); files go through the export worker (exceljs
 * loads only for a file).
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { workspacePaths } from '../../config/workspacePaths';
import { libraryRepository, loadLibraryState } from '../../db/library/libraries';
import { LIBRARIES_SCOPE } from '../../db/workspace/scopes';
import type { JournalEntry } from '../../domain/takeoff/journal';
import { localDate } from '../../domain/export/project';
import type { ArticleFormValues } from '../../domain/library/article';
import { existingArticles } from '../../domain/library/importPlan';
import { libraryOutline } from '../../domain/library/outline';
import { mayDeleteArticles, mayImport } from '../../domain/sharing/rights';
import { STARTER_EDITION, STARTER_LIBRARY } from '../../domain/library/starter/data';
import { interpolate, pluralForm } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { shellFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import {
  LibrariesScreen,
  LibraryScreen,
  type NodeDialogValues,
  type NodeKind,
  type NodeTarget,
} from '../../screens/Library';
import { ErrorState, LoadingState } from '../../screens/Workspace/Projects/ProjectStates';
import { useWorkspace } from './context';
import { download } from './download';
import { LibraryImportHost } from './LibraryImportHost';
import { libraryErrorMessage } from './libraryErrors';
import { useLibraryRights } from './sharing/libraryRights';
import { useLiveQuery } from './useLiveQuery';
import { useScopeUndo } from './useScopeUndo';
import { projectsCrumb } from './pageStates';
import { WorkspaceFrame } from './WorkspaceFrame';

const t = libraryFr.libraries;
const n = libraryFr.library.nodes;
const PARAM = 'bibliotheque';

const hrefOf = (libraryId: string) => `${workspacePaths.libraries()}?${PARAM}=${encodeURIComponent(libraryId)}`;

/** What the article form gives, as the repository takes it (the place — lot, chapter — apart). */
function articleValues(values: ArticleFormValues) {
  return {
    designation: values.designation,
    unite: values.unite,
    prix_unitaire: values.prix_unitaire,
    vatRate: values.vatRate,
    actif: values.actif,
    tags: values.tags,
    ...(values.description ? { description: values.description } : {}),
    // Emptied, '' (the export reads it as none): a patch cannot remove a field.
    ...(values.cctpRef !== undefined ? { cctpRef: values.cctpRef } : {}),
    ...(values.fichier_joint ? { fichier_joint: values.fichier_joint } : {}),
    ...(values.code ? { code: values.code } : {}),
    ...(values.color ? { color: values.color } : {}),
    ...(values.symbol ? { symbol: values.symbol } : {}),
  };
}

export function LibrariesRoute() {
  const { db, author, notify } = useWorkspace();
  // Not useSearchParams: it would bring more of react-router into the shell every page loads.
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const setParams = (next: Record<string, string>) => {
    const search = new URLSearchParams(next).toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  const repository = useMemo(() => libraryRepository(db), [db]);
  const list = useLiveQuery(() => repository.list(), [repository]);
  const asked = params.get(PARAM);
  const summaries = list.status === 'ready' ? list.value : [];
  const selectedId = asked ?? summaries[0]?.library.id ?? null;
  const contents = useLiveQuery(selectedId === null ? null : () => loadLibraryState(db, selectedId), [db, selectedId]);
  // A library a shared project carries follows this person's role there (what the server would refuse is disabled).
  const rights = useLibraryRights(selectedId);
  const [isInstalling, setInstalling] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [importing, setImporting] = useState<File | null>(null);
  const [nodeError, setNodeError] = useState<string | null>(null);
  // Every library change is journalled in one account-wide scope: Ctrl+Z here takes back the newest one.
  const history = useScopeUndo(LIBRARIES_SCOPE, { isEnabled: author !== null });

  const fail = (error: unknown) => notify({ tone: 'danger', message: libraryErrorMessage(error), timeout: null });
  const canEdit = author !== null;
  const breadcrumbs = [projectsCrumb, { id: 'libraries', label: t.title }];
  const title = <title>{interpolate(shellFr.pageTitle, { page: t.title })}</title>;

  if (list.status === 'error') {
    return (
      <WorkspaceFrame breadcrumbs={breadcrumbs}>
        {title}
        <ErrorState message={workspaceErrorMessage(list.error)} onRetry={() => window.location.reload()} />
      </WorkspaceFrame>
    );
  }
  if (list.status === 'loading') {
    return (
      <WorkspaceFrame breadcrumbs={breadcrumbs}>
        {title}
        <LoadingState message={t.loading} />
      </WorkspaceFrame>
    );
  }

  const state = contents.status === 'ready' ? contents.value : null;
  const library = selectedId !== null ? state?.libraries.get(selectedId) : undefined;
  const outline = state && library ? libraryOutline(state, library.id) : [];
  const hasStarter = summaries.some((s) => s.library.origin?.kind === 'starter');

  const install = async () => {
    if (!author) return;
    setInstalling(true);
    try {
      const id = await repository.install(
        {
          name: libraryFr.starter.name,
          description: libraryFr.starter.description,
          origin: { kind: 'starter', edition: STARTER_EDITION },
        },
        STARTER_LIBRARY,
        author,
      );
      const count = STARTER_LIBRARY.lots.reduce(
        (n, lot) => n + lot.chapters.reduce((m, chapter) => m + chapter.articles.length, 0),
        0,
      );
      notify({ tone: 'success', message: interpolate(t.installed, { count }) });
      if (id) setParams({ [PARAM]: id });
    } catch (error) {
      fail(error);
    } finally {
      setInstalling(false);
    }
  };

  const saveArticle = async (values: ArticleFormValues, articleId: string | null) => {
    if (!author) return;
    setSaveError(null);
    try {
      if (articleId === null) {
        await repository.createArticle(values.subCategory, articleValues(values), author);
        return;
      }
      const before = state?.libraryItems.get(articleId);
      const { code, ...values_ } = articleValues(values);
      // An edit that leaves the colour or the symbol unset removes it: the measurements' own again.
      const patch = { ...values_, color: values.color ?? null, symbol: values.symbol ?? null };
      if (before && before.subCategory !== values.subCategory) {
        await repository.moveArticle(articleId, values.subCategory, author, code);
        await repository.updateArticles([articleId], patch, author);
      } else {
        await repository.updateArticles([articleId], code ? { ...patch, code } : patch, author);
      }
    } catch (error) {
      // The dialog stays open with what was typed, and says why.
      setSaveError(libraryErrorMessage(error));
      throw error;
    }
  };

  /** A change's toast, with « Annuler » for that change. */
  const announce = (message: string, entry: JournalEntry | string | null) => {
    const entryId = typeof entry === 'string' ? entry : entry?.id;
    const action = history.undoAction(entryId);
    notify({ tone: 'success', message, ...(action ? { action } : {}) });
  };

  const saveNode = async (target: NodeTarget, values: NodeDialogValues) => {
    if (!author || !library) return;
    setNodeError(null);
    const node = { title: values.title, ...(values.code ? { code: values.code } : {}) };
    try {
      if (target.id === null) {
        // A creation's toast offers no « Annuler »: the repository gives the new row's id, not its entry; Ctrl+Z does.
        if (target.kind === 'lot') await repository.createLot(library.id, node, author);
        else await repository.createChapter(target.lotId, node, author);
        announce(interpolate(target.kind === 'lot' ? n.createdLot : n.createdChapter, { title: values.title }), null);
        return;
      }
      const entry =
        target.kind === 'lot'
          ? await repository.updateLot(target.id, node, author)
          : await repository.updateChapter(target.id, node, author);
      announce(interpolate(n.renamed, { title: values.title }), entry);
    } catch (error) {
      // The dialog stays open with what was typed, and says why.
      setNodeError(libraryErrorMessage(error));
      throw error;
    }
  };

  const moveNode = (kind: NodeKind, id: string, direction: -1 | 1) => {
    if (!author || !state) return;
    const lots = outline.map((l) => l.lot);
    const chapter = kind === 'chapter' ? state.libraryChapters.get(id) : undefined;
    const siblings =
      kind === 'lot' ? lots : (outline.find((l) => l.lot.id === chapter?.lotId)?.chapters.map((c) => c.chapter) ?? []);
    const index = siblings.findIndex((s) => s.id === id);
    const target = index + direction;
    if (index < 0 || target < 0 || target >= siblings.length) return;
    const title = siblings[index]?.title ?? '';
    repository
      .reorder(kind === 'lot' ? 'libraryLots' : 'libraryChapters', id, target, author)
      .then((entry) => announce(interpolate(direction < 0 ? n.movedUp : n.movedDown, { title }), entry))
      .catch(fail);
  };

  const deleteNode = (kind: NodeKind, id: string) => {
    if (!author || !state) return;
    const title = (kind === 'lot' ? state.libraryLots.get(id) : state.libraryChapters.get(id))?.title ?? '';
    (kind === 'lot' ? repository.deleteLot(id, author) : repository.deleteChapter(id, author))
      .then((entry) => announce(interpolate(n.deleted, { title }), entry))
      .catch(fail);
  };

  const move = (articleId: string, direction: -1 | 1) => {
    if (!author || !state) return;
    const article = state.libraryItems.get(articleId);
    const siblings = outline.flatMap((l) => l.chapters).find((c) => c.chapter.id === article?.subCategory)?.articles;
    const index = siblings?.findIndex((a) => a.article.id === articleId) ?? -1;
    if (!siblings || index < 0) return;
    const target = index + direction;
    if (target < 0 || target >= siblings.length) return;
    repository.reorder('libraryItems', articleId, target, author).catch(fail);
  };

  const exportFile = async (format: 'xlsx' | 'csv') => {
    if (!state || !library) return;
    try {
      const { exportClient } = await import('../../workers/export/client');
      const articles = existingArticles(state, library.id);
      const info = { name: library.name, date: localDate(new Date()) };
      const file =
        format === 'xlsx'
          ? await exportClient().libraryWorkbook(info, articles)
          : await exportClient().libraryCsv(info, articles);
      download(file.blob, file.fileName);
      notify({ tone: 'success', message: interpolate(t.exported, { fileName: file.fileName }) });
    } catch (error) {
      fail(error);
    }
  };

  let content = null;
  if (selectedId !== null && (contents.status === 'loading' || rights === null)) {
    content = <LoadingState message={t.loading} />;
  } else if (selectedId !== null && !library) content = <p>{t.notFound}</p>;
  else if (library && importing) {
    content = (
      <LibraryImportHost
        key={`${importing.name}-${importing.lastModified}`}
        file={importing}
        libraryId={library.id}
        onDone={(count) => {
          setImporting(null);
          if (count > 0) {
            notify({ tone: 'success', message: interpolate(pluralForm(t.importDone, count), { count }) });
          }
        }}
      />
    );
  } else if (library) {
    content = (
      <LibraryScreen
        libraryId={library.id}
        name={library.name}
        outline={outline}
        onSaveArticle={saveArticle}
        onDeleteArticle={(id) => {
          if (!author) return;
          const title = state?.libraryItems.get(id)?.designation ?? '';
          repository
            .deleteArticles([id], author)
            .then((entry) => announce(interpolate(n.articleDeleted, { title }), entry))
            .catch(fail);
        }}
        onMoveArticle={move}
        onInstallStarter={hasStarter || !canEdit ? undefined : () => void install()}
        isInstalling={isInstalling}
        saveError={saveError}
        {...(rights ? { rights } : {})}
        {...(canEdit ? { onSaveNode: saveNode, onMoveNode: moveNode, onDeleteNode: deleteNode, nodeError } : {})}
      />
    );
  }

  return (
    <WorkspaceFrame breadcrumbs={breadcrumbs} navigationKey={workspacePaths.libraries()} isPage isFullWidth>
      {title}
      <LibrariesScreen
        libraries={summaries.map(({ library: l, articleCount }) => ({
          id: l.id,
          name: l.name,
          articleCount,
          href: hrefOf(l.id),
        }))}
        selectedId={library ? library.id : null}
        canEdit={canEdit}
        onCreate={(name) => {
          if (!author) return;
          repository
            .create({ name }, author)
            .then((id) => id && setParams({ [PARAM]: id }))
            .catch(fail);
        }}
        onInstallStarter={hasStarter ? undefined : () => void install()}
        isInstalling={isInstalling}
        onImport={setImporting}
        canImportSelected={rights !== null && mayImport(rights)}
        canDeleteSelected={
          rights !== null &&
          mayDeleteArticles(
            rights,
            [...(state?.libraryItems.values() ?? [])].filter((a) => a.bibliotheque_id === library?.id),
          )
        }
        onExport={(format) => void exportFile(format)}
        onDelete={(id) => {
          if (!author) return;
          const name = summaries.find((s) => s.library.id === id)?.library.name ?? '';
          repository
            .delete(id, author)
            .then(() => {
              notify({ tone: 'success', message: interpolate(t.deleted, { name }) });
              setParams({});
            })
            .catch(fail);
        }}
      >
        {content}
      </LibrariesScreen>
    </WorkspaceFrame>
  );
}
