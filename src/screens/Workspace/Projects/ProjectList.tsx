import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Alert } from '../../../components/Alert';
import { Animation } from '../../../components/Animation';
import { emptyProjects } from '../../../components/Animation/generated/emptyProjects';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { GridList, GridListItem } from '../../../components/GridList';
import { Icon } from '../../../components/Icon/workspace';
import { Menu, MenuItem, MenuTrigger } from '../../../components/Menu';
import { SearchField } from '../../../components/SearchField';
import { Select } from '../../../components/Select';
import { Heading, Text } from '../../../components/Typography';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { PageTitle } from '../../../patterns/PageLayout';
import { PROJECT_SORTS, searchProjects, type ProjectSort } from '../../../domain/projects/list';
import { interpolate } from '../../../i18n/format';
import { countLabel, sheetCountLabel } from '../../../i18n/projectMessages';
import { projectsFr } from '../../../i18n/projects.fr';
import { formatRelativeDate } from '../../../i18n/workspaceFormat';
import { SharedBadge } from '../Sharing/SharedBadge';
import { typologyLabel } from './typology';
import * as styles from './Projects.css';

const t = projectsFr;

/** A project as the list shows it. */
export interface ProjectListEntry {
  id: string;
  name: string;
  client?: string | undefined;
  reference?: string | undefined;
  /** A typology id (domain/projects/typologies.ts), or free text stored before the list existed. */
  type?: string | undefined;
  sheetCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the project's own edit or its workspace's last change, whichever is later; '' when unknown. */
  lastChangeAt: string;
  /** Some of the row's data cannot be read (an older version stored it damaged): the row says so. @default false */
  isDamaged?: boolean | undefined;
  /** Shared with a firm (`project.sharing`): a « Partagé » badge. @default false */
  isShared?: boolean | undefined;
  /** A shared project's work not sent yet (UnsentStatus), under its details. @default undefined */
  status?: ReactNode;
}

export type ProjectListState =
  | { status: 'loading' }
  /** The local database could not be read: `message` is the French explanation. */
  | { status: 'error'; message: string }
  | { status: 'ready'; projects: readonly ProjectListEntry[] };

/** An undo or redo button: what pressing it would do, named (« Annuler : suppression du projet « X » »). */
export interface HistoryAction {
  label: string;
  isEnabled: boolean;
}

export type ProjectRowAction = 'open' | 'edit' | 'delete';

export interface ProjectListProps {
  state: ProjectListState;
  query: string;
  onQueryChange: (query: string) => void;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
  /** The time relative dates count from (« il y a 5 minutes »). */
  now: Date;
  /** A project's address (its deep link). */
  projectHref: (id: string) => string;
  onCreate: () => void;
  onRowAction: (id: string, action: ProjectRowAction) => void;
  undo: HistoryAction;
  redo: HistoryAction;
  onUndo: () => void;
  onRedo: () => void;
  /** False when this browser has no profile for the session: projects can be read, not changed. @default true */
  canEdit?: boolean;
  /**
   * The read-only notice's way back in: signing in to an account of this device (after a backup made under another
   * address was restored, above all). @default undefined
   */
  onSignIn?: () => void;
  /** The « Partagés avec moi » group (SharedProjects), after the local list. @default undefined */
  shared?: ReactNode;
}

/**
 * The project list (/dashboard): every project with its client, typology, plans and last change; search, sort, and
 * the project list's undo and redo. Each row opens its project (a link: Ctrl+click opens it in another tab) and has a
 * menu to edit or delete it. An empty list invites to create the first project.
 */
export function ProjectList(props: ProjectListProps) {
  const { state, undo, redo, onUndo, onRedo, onCreate, canEdit = true, onSignIn, shared } = props;
  const projects = state.status === 'ready' ? state.projects : [];
  const isEmpty = state.status === 'ready' && projects.length === 0;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div className={styles.intro}>
          <PageTitle className={styles.title}>{t.title}</PageTitle>
          <Text tone="muted">{t.lead}</Text>
        </div>
        <div className={styles.headerActions}>
          <div role="group" aria-label={t.history.toolbar} className={styles.history}>
            <Button variant="ghost" size="sm" aria-label={undo.label} isDisabled={!undo.isEnabled} onPress={onUndo}>
              <Icon name="undo" size="sm" />
              {t.history.undo}
            </Button>
            <Button variant="ghost" size="sm" aria-label={redo.label} isDisabled={!redo.isEnabled} onPress={onRedo}>
              <Icon name="redo" size="sm" />
              {t.history.redo}
            </Button>
          </div>
          {!isEmpty && (
            <Button onPress={onCreate} isDisabled={!canEdit}>
              <Icon name="plus" size="sm" />
              {t.create}
            </Button>
          )}
        </div>
      </div>

      {!canEdit && (
        <Alert tone="info">
          {t.readOnly}
          {onSignIn && (
            <div className={styles.noticeActions}>
              <Button variant="secondary" size="sm" onPress={onSignIn}>
                {t.readOnlySignIn}
              </Button>
            </div>
          )}
        </Alert>
      )}
      {state.status === 'error' && <Alert tone="danger">{state.message}</Alert>}
      {state.status === 'loading' && (
        <Text tone="muted" role="status">
          {t.list.loading}
        </Text>
      )}
      {isEmpty && <EmptyState onCreate={onCreate} canEdit={canEdit} />}
      {projects.length > 0 && <Results {...props} projects={projects} />}
      {shared}
    </div>
  );
}

function EmptyState({ onCreate, canEdit }: { onCreate: () => void; canEdit: boolean }) {
  return (
    <Card tone="subtle" className={styles.empty}>
      <Animation animation={emptyProjects} />
      <Heading level={2} size="xl">
        {t.empty.title}
      </Heading>
      <Text tone="muted">{t.empty.body}</Text>
      <div>
        <Button size="lg" onPress={onCreate} isDisabled={!canEdit}>
          <Icon name="plus" size="sm" />
          {t.empty.cta}
        </Button>
      </div>
    </Card>
  );
}

function Results({
  projects,
  query,
  onQueryChange,
  sort,
  onSortChange,
  now,
  projectHref,
  onRowAction,
  canEdit = true,
}: ProjectListProps & { projects: readonly ProjectListEntry[] }) {
  const shown = searchProjects(projects, query, sort);
  const isSearching = query.trim() !== '';
  return (
    <>
      <div className={styles.toolbar}>
        <SearchField
          label={t.search.label}
          description={t.search.description}
          value={query}
          onChange={onQueryChange}
          className={styles.search}
        />
        <Select
          label={t.sort.label}
          items={PROJECT_SORTS.map((id) => ({ id, label: t.sort.options[id] }))}
          selectedKey={sort}
          onSelectionChange={(key: Key | null) => {
            if (key !== null) onSortChange(key as ProjectSort);
          }}
          className={styles.sort}
        />
      </div>
      {/* Always in the page, so that each new count is announced while typing. */}
      <VisuallyHidden elementType="div" role="status">
        {isSearching ? countLabel(t.list.results, shown.length) : ''}
      </VisuallyHidden>
      {shown.length === 0 ? (
        <Card tone="subtle" className={styles.empty}>
          <Heading level={2} size="xl">
            {interpolate(t.noResult.title, { query: query.trim() })}
          </Heading>
          <Text tone="muted">{t.noResult.body}</Text>
          <div>
            <Button variant="secondary" onPress={() => onQueryChange('')}>
              {t.noResult.clear}
            </Button>
          </div>
        </Card>
      ) : (
        <GridList aria-label={t.list.label} items={shown} className={styles.list}>
          {(project) => (
            <GridListItem id={project.id} textValue={project.name} href={projectHref(project.id)}>
              <ProjectRow project={project} now={now} canEdit={canEdit} onAction={onRowAction} />
            </GridListItem>
          )}
        </GridList>
      )}
    </>
  );
}

function ProjectRow({
  project,
  now,
  canEdit,
  onAction,
}: {
  project: ProjectListEntry;
  now: Date;
  canEdit: boolean;
  onAction: (id: string, action: ProjectRowAction) => void;
}) {
  const details = [
    project.client,
    typologyLabel(project.type),
    project.reference ? interpolate(t.item.reference, { reference: project.reference }) : undefined,
  ].filter((part): part is string => Boolean(part));
  const actionsLabel = interpolate(t.item.actions, { name: project.name });
  const lastChange = new Date(project.lastChangeAt);
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.rowName}>
          {project.name}
          {project.isShared && (
            <>
              {' '}
              <SharedBadge />
            </>
          )}
        </span>
        {details.length > 0 && <span className={styles.rowDetails}>{details.join(' · ')}</span>}
        <span className={styles.rowMeta}>
          {sheetCountLabel(project.sheetCount)}
          {' · '}
          {Number.isFinite(lastChange.getTime()) ? (
            <time dateTime={project.lastChangeAt}>
              {interpolate(t.item.lastChange, { when: formatRelativeDate(lastChange, now) })}
            </time>
          ) : (
            t.item.unknownDate
          )}
        </span>
        {project.isDamaged && <span className={styles.rowDetails}>{t.item.damaged}</span>}
        {project.status}
      </div>
      <MenuTrigger>
        <Button variant="ghost" size="md" aria-label={actionsLabel} className={styles.rowMenu}>
          <Icon name="more" />
        </Button>
        <Menu aria-label={actionsLabel} onAction={(key) => onAction(project.id, key as ProjectRowAction)}>
          <MenuItem id="open">{t.item.open}</MenuItem>
          <MenuItem id="edit" icon="edit" isDisabled={!canEdit}>
            {t.item.edit}
          </MenuItem>
          <MenuItem id="delete" icon="trash" tone="danger" isDisabled={!canEdit}>
            {t.item.delete}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}
