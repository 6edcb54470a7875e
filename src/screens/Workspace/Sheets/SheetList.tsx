import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import {
  FieldError,
  GridList,
  GridListItem,
  Input,
  ListLayout,
  TextField,
  Virtualizer,
  type ListLayoutOptions,
} from 'react-aria-components';
import { AlertDialog } from '../../../components/AlertDialog';
import { Animation } from '../../../components/Animation';
import { emptySheets } from '../../../components/Animation/generated/emptySheets';
import { Button } from '../../../components/Button';
import { GlyphButton } from '../../../patterns/GlyphButton';
import { inputStyle } from '../../../components/Field';
import { Icon } from '../../../components/Icon/workspace';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { interpolate } from '../../../i18n/format';
import { importFr } from '../../../i18n/import.fr';
import { pluralize } from '../../../i18n/importMessages';
import { lightTokens } from '../../../theme/tokens.gen';
import * as styles from './SheetList.css';

const t = importFr.sheets;

/** The longest sheet name accepted: a title block's number and title fit many times over. */
export const MAX_SHEET_NAME_LENGTH = 120;

export interface SheetListItem {
  id: string;
  name: string;
  /** The PDF the sheet comes from. */
  fileName: string;
  /** 1-based page of that file. */
  pageNumber: number;
  /** A CAD file's sheet (issue 28): its format, said instead of a page. Absent: a PDF page. */
  cadFormat?: 'dxf' | 'dwg';
  /** A CAD file's paper-space layout (« présentation »); false: its model space (« espace objet »). @default false */
  isCadLayout?: boolean;
  /** The sheet's size (any unit): the thumbnail's box keeps its shape before the image loads. */
  width: number;
  height: number;
  /** « Indice B », « Nouvel indice de « plan.pdf » »; null for a first import without a printed index. */
  revisionLabel: string | null;
  /** The scale state as the scale work words it; « Non étalonné » until then. */
  scaleLabel: string;
  /** An uncalibrated sheet is flagged: lengths, areas and volumes cannot be measured on it. */
  isCalibrated: boolean;
  /** Measurements on the sheet, which its deletion takes with it. */
  measurementCount: number;
}

export type SheetListVariant = 'full' | 'compact';

export interface SheetListProps {
  /**
   * Each row is a link to its sheet: the container passes `(id) => workspacePaths.sheet(projectId, id)`
   * (src/config/routes.ts), so the list works wherever the route table puts sheets.
   */
  sheetHref: (sheetId: string) => string;
  /**
   * null while the list loads. An item that did not change should be the same object from one render to the next:
   * rows are kept by their item, and only the rows of new items are drawn again.
   */
  sheets: readonly SheetListItem[] | null;
  /**
   * Object URLs of the stored thumbnails, by sheet id; a sheet without one (not made yet, or purged with its file)
   * shows a placeholder. Apart from the items, so that thumbnails arriving draw again only the rows in view.
   * @default none
   */
  thumbnailUrls?: ReadonlyMap<string, string>;
  /** The sheet open in the viewer, marked « Ouvert ». @default null */
  currentSheetId?: string | null;
  /**
   * 'full': the project's plans area (thumbnail, name, file and page, scale and revision, rename and delete).
   * 'compact': the viewer's thumbnail strip (thumbnail and name, no actions).
   * @default 'full'
   */
  variant?: SheetListVariant;
  /** A valid new name (trimmed, not empty, at most MAX_SHEET_NAME_LENGTH characters, different). No rename button without it. */
  onRename?: (sheetId: string, name: string) => void;
  /** Confirmed in an alert dialog first. No delete button without it. */
  onDelete?: (sheetId: string) => void;
  /**
   * The person is about to open a sheet (the pointer over its row, or its row focused): the container may start
   * loading it, so the plan shows sooner once opened.
   */
  onSheetIntent?: (sheetId: string) => void;
  /** The list's accessible name comes from a heading outside it. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/** Why a typed name is refused, or null. */
export function sheetNameIssue(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t.nameEmpty;
  if (trimmed.length > MAX_SHEET_NAME_LENGTH) return interpolate(t.nameTooLong, { max: MAX_SHEET_NAME_LENGTH });
  return null;
}

const NO_THUMBNAILS: ReadonlyMap<string, string> = new Map();
const ThumbnailUrls = createContext(NO_THUMBNAILS);

function Thumbnail({ sheet }: { sheet: SheetListItem }) {
  const url = useContext(ThumbnailUrls).get(sheet.id);
  return (
    <div className={styles.thumbnail}>
      {url ? (
        // Decorative: the row's name and source say what the sheet is.
        <img
          src={url}
          alt=""
          className={styles.thumbnailImage}
          style={{ aspectRatio: `${sheet.width} / ${sheet.height}` }}
          draggable={false}
        />
      ) : (
        <Icon name="sheet" size="lg" label={t.noThumbnail} className={styles.thumbnailPlaceholder} />
      )}
    </div>
  );
}

interface RenameProps {
  sheet: SheetListItem;
  onSave: (name: string) => void;
  onCancel: () => void;
}

function RenameForm({ sheet, onSave, onCancel }: RenameProps) {
  const [value, setValue] = useState(sheet.name);
  const [issue, setIssue] = useState<string | null>(null);
  const save = () => {
    const problem = sheetNameIssue(value);
    setIssue(problem);
    if (!problem) onSave(value.trim());
  };
  return (
    <div className={styles.renameForm}>
      <TextField
        aria-label={t.nameField}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (issue) setIssue(sheetNameIssue(next));
        }}
        isInvalid={issue !== null}
        className={styles.renameField}
        // The grid list reads arrows, Home/End, Space and letters (type-ahead) on its rows; while the name is typed
        // they belong to the field: react-aria's key handlers stop the event unless told to continue it.
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the user just asked for
        autoFocus
        onFocus={(event) => (event.target as HTMLInputElement).select()}
      >
        <Input className={inputStyle} />
        <FieldError className={styles.renameError}>{issue}</FieldError>
      </TextField>
      <Button variant="primary" size="sm" aria-label={t.save} onPress={save}>
        <Icon name="check" size="sm" />
      </Button>
      <Button variant="ghost" size="sm" aria-label={t.cancelRename} onPress={onCancel}>
        <Icon name="close" size="sm" />
      </Button>
    </div>
  );
}

const px = (token: string) => Number.parseInt(token, 10);

/**
 * The rows' layout: only the rows in view (and the focused one) are mounted, placed by react-aria's ListLayout at
 * their measured heights (estimated until drawn: a thumbnail and its padding). The gaps are the recipe's spacing
 * tokens, in pixels.
 */
const LAYOUT_OPTIONS: Record<SheetListVariant, ListLayoutOptions> = {
  full: { estimatedRowSize: 114, gap: px(lightTokens.space.xs) },
  compact: { estimatedRowSize: 150, gap: px(lightTokens.space.sm) },
};

/** The four row classes, made once: a recipe call per row at every change of a 500-row list was measurable. */
const ROW_CLASS = {
  full: { current: styles.row({ variant: 'full', isCurrent: true }), other: styles.row({ variant: 'full' }) },
  compact: { current: styles.row({ variant: 'compact', isCurrent: true }), other: styles.row({ variant: 'compact' }) },
} as const;

/** A row as the list draws it: the sheet and what the list says about it; the same object while none of it changes. */
interface Row {
  readonly id: string;
  readonly sheet: SheetListItem;
  readonly isEditing: boolean;
  readonly isCurrent: boolean;
}

/**
 * The rows, each kept from the previous render while its sheet and flags are the same: react-aria draws again only
 * the rows whose object changed, so opening one row's rename, or moving the open sheet, draws two rows, not 500.
 */
function useRows(sheets: readonly SheetListItem[], editingId: string | null, currentSheetId: string | null) {
  // A cache, never read to render anything but the rows it keeps.
  const [cache] = useState(() => new WeakMap<SheetListItem, Row>());
  return useMemo(() => {
    return sheets.map((sheet) => {
      const isEditing = sheet.id === editingId;
      const isCurrent = sheet.id === currentSheetId;
      const row = cache.get(sheet);
      if (row && row.isEditing === isEditing && row.isCurrent === isCurrent) return row;
      const next = { id: sheet.id, sheet, isEditing, isCurrent };
      cache.set(sheet, next);
      return next;
    });
  }, [cache, sheets, editingId, currentSheetId]);
}

/**
 * The project's sheets (one per imported PDF page), the one sheet list of the product: the plans area shows it in
 * full, the viewer as its thumbnail strip (`variant="compact"`). A grid list of links: arrows move between sheets,
 * Enter or a click opens one (its address, so Ctrl+click opens it in a new tab and the back button works), Left and
 * Right reach its rename and delete buttons. Renaming happens in the row; deleting asks first.
 *
 * Virtualized: only the rows in view are mounted (a 500-page set mounted whole held the page half a second). The list
 * keeps its full height and scrolls with what holds it (the page, the strip's region).
 */
export function SheetList({
  sheetHref,
  sheets,
  thumbnailUrls = NO_THUMBNAILS,
  currentSheetId = null,
  variant = 'full',
  onRename,
  onDelete,
  onSheetIntent,
  ...labelling
}: SheetListProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SheetListItem | null>(null);
  const actions = useRef(new Map<string, HTMLDivElement>());
  const isCompact = variant === 'compact';
  const canRename = !isCompact && onRename !== undefined;
  const canDelete = !isCompact && onDelete !== undefined;
  const hasIntent = onSheetIntent !== undefined;
  // Kept rows hold the handlers of the render that drew them: they call the latest ones through this.
  const latest = useRef({ onRename, onSheetIntent });
  useLayoutEffect(() => {
    latest.current = { onRename, onSheetIntent };
  });
  const rows = useRows(sheets ?? [], editingId, currentSheetId);

  const stopEditing = (id: string) => {
    setEditingId(null);
    // Back to where the user started, once the row shows its buttons again.
    requestAnimationFrame(() => actions.current.get(id)?.querySelector('button')?.focus());
  };

  if (sheets === null) {
    return (
      <p className={styles.empty} role="status">
        {t.loading}
      </p>
    );
  }

  return (
    <>
      <ThumbnailUrls.Provider value={thumbnailUrls}>
        {/* A row focused (by arrows, Tab, or a click) is a sheet the person heads for: read from the focus event's
            row, as it bubbles (react-aria's grid list passes neither its own nor a row's onFocus on). */}
        <div
          {...(hasIntent && {
            onFocus: (event: FocusEvent<HTMLDivElement>) => {
              const key = (event.target as Element).closest('[role="row"][data-key]')?.getAttribute('data-key');
              if (key) latest.current.onSheetIntent?.(key);
            },
          })}
        >
          <Virtualizer layout={ListLayout} layoutOptions={LAYOUT_OPTIONS[variant]}>
            <GridList
              {...labelling}
              items={rows}
              // Rows are cached by their item: what else they show must be named here for them to render again.
              dependencies={[sheetHref, variant, canRename, canDelete, hasIntent]}
              // Left and Right reach a row's buttons; while a name is typed they move the caret instead (with 'tab',
              // the rows do not catch arrow keys before the field does).
              keyboardNavigationBehavior={editingId ? 'tab' : 'arrow'}
              className={styles.list}
              renderEmptyState={() => (
                <div className={styles.empty}>
                  {!isCompact && (
                    <div className={styles.emptyAnimation}>
                      <Animation animation={emptySheets} />
                    </div>
                  )}
                  <p className={styles.emptyTitle}>{t.empty}</p>
                  {!isCompact && <p className={styles.emptyHint}>{t.emptyHint}</p>}
                </div>
              )}
            >
              {({ sheet, isEditing, isCurrent }) => (
                <GridListItem
                  id={sheet.id}
                  textValue={sheet.name}
                  // While its name is edited, a row is not a link: Enter saves the name instead of opening the sheet.
                  href={isEditing ? undefined : sheetHref(sheet.id)}
                  className={ROW_CLASS[variant][isCurrent ? 'current' : 'other']}
                  {...(hasIntent && { onHoverStart: () => latest.current.onSheetIntent?.(sheet.id) })}
                >
                  <Thumbnail sheet={sheet} />
                  {isEditing && canRename ? (
                    <RenameForm
                      sheet={sheet}
                      onSave={(name) => {
                        if (name !== sheet.name) latest.current.onRename?.(sheet.id, name);
                        stopEditing(sheet.id);
                      }}
                      onCancel={() => stopEditing(sheet.id)}
                    />
                  ) : (
                    <>
                      <p className={styles.name}>{sheet.name}</p>
                      {(canRename || canDelete) && (
                        <div
                          className={styles.actions}
                          ref={(element) => {
                            if (element) actions.current.set(sheet.id, element);
                            else actions.current.delete(sheet.id);
                          }}
                        >
                          {canRename && (
                            <GlyphButton
                              icon="edit"
                              label={interpolate(t.rename, { name: sheet.name })}
                              onPress={() => setEditingId(sheet.id)}
                            />
                          )}
                          {canDelete && (
                            <GlyphButton
                              icon="trash"
                              label={interpolate(t.delete, { name: sheet.name })}
                              onPress={() => setDeleting(sheet)}
                            />
                          )}
                        </div>
                      )}
                    </>
                  )}
                  {isCompact ? (
                    <div className={styles.meta}>
                      <p className={styles.source}>
                        {sheet.cadFormat
                          ? interpolate(sheet.isCadLayout ? t.cadLayoutPage : t.cadPage, {
                              format: sheet.cadFormat.toUpperCase(),
                            })
                          : interpolate(t.page, { page: sheet.pageNumber })}
                      </p>
                      {/* The strip marks the open sheet by its frame; a screen reader hears it. */}
                      {isCurrent && <VisuallyHidden>{t.open}</VisuallyHidden>}
                    </div>
                  ) : (
                    <div className={styles.meta}>
                      <p className={styles.source}>
                        {sheet.cadFormat
                          ? interpolate(sheet.isCadLayout ? t.cadLayoutSource : t.cadSource, {
                              file: sheet.fileName,
                            })
                          : interpolate(t.source, { file: sheet.fileName, page: sheet.pageNumber })}
                      </p>
                      <div className={styles.badges}>
                        {isCurrent && <span className={[styles.badge, styles.badgeCurrent].join(' ')}>{t.open}</span>}
                        <span className={[styles.badge, sheet.isCalibrated ? '' : styles.badgeWarning].join(' ')}>
                          {sheet.scaleLabel}
                        </span>
                        {sheet.revisionLabel && <span className={styles.badge}>{sheet.revisionLabel}</span>}
                      </div>
                    </div>
                  )}
                </GridListItem>
              )}
            </GridList>
          </Virtualizer>
        </div>
      </ThumbnailUrls.Provider>
      {canDelete && (
        <AlertDialog
          isOpen={deleting !== null}
          onClose={() => setDeleting(null)}
          tone="danger"
          title={t.deleteTitle}
          message={
            deleting && (
              <>
                {deleting.measurementCount > 0
                  ? pluralize(t.deleteMeasurements, deleting.measurementCount, { name: deleting.name })
                  : interpolate(t.deleteMessage, { name: deleting.name })}{' '}
                {t.deleteUndo}
              </>
            )
          }
          actionLabel={t.deleteConfirm}
          cancelLabel={t.keep}
          onAction={() => deleting && onDelete(deleting.id)}
        />
      )}
    </>
  );
}
