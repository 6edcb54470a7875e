import { useRef, useState } from 'react';
import { FieldError, GridList, GridListItem, Input, TextField } from 'react-aria-components';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { GlyphButton } from '../../../patterns/GlyphButton';
import { inputStyle } from '../../../components/Field';
import { Icon } from '../../../components/Icon/workspace';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { interpolate } from '../../../i18n/format';
import { importFr } from '../../../i18n/import.fr';
import { pluralize } from '../../../i18n/importMessages';
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
  /** The sheet's size (any unit): the thumbnail's box keeps its shape before the image loads. */
  width: number;
  height: number;
  /** An object URL of the stored thumbnail; null when there is none (not made, or purged with its file). */
  thumbnailUrl: string | null;
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
  /** null while the list loads. */
  sheets: readonly SheetListItem[] | null;
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

function Thumbnail({ sheet }: { sheet: SheetListItem }) {
  return (
    <div className={styles.thumbnail}>
      {sheet.thumbnailUrl ? (
        // Decorative: the row's name and source say what the sheet is.
        <img
          src={sheet.thumbnailUrl}
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

/**
 * The project's sheets (one per imported PDF page), the one sheet list of the product: the plans area shows it in
 * full, the viewer as its thumbnail strip (`variant="compact"`). A grid list of links: arrows move between sheets,
 * Enter or a click opens one (its address, so Ctrl+click opens it in a new tab and the back button works), Left and
 * Right reach its rename and delete buttons. Renaming happens in the row; deleting asks first.
 */
export function SheetList({
  sheetHref,
  sheets,
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
      <GridList
        {...labelling}
        items={sheets}
        // Rows are cached by their item: what else they show must be named here for them to render again.
        dependencies={[editingId, currentSheetId, sheetHref, variant]}
        // Left and Right reach a row's buttons; while a name is typed they move the caret instead (with 'tab', the
        // rows do not catch arrow keys before the field does).
        keyboardNavigationBehavior={editingId ? 'tab' : 'arrow'}
        className={styles.list({ variant })}
        renderEmptyState={() => (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t.empty}</p>
            {!isCompact && <p className={styles.emptyHint}>{t.emptyHint}</p>}
          </div>
        )}
      >
        {(sheet) => {
          const isEditing = editingId === sheet.id;
          const isCurrent = sheet.id === currentSheetId;
          return (
            <GridListItem
              id={sheet.id}
              textValue={sheet.name}
              // While its name is edited, a row is not a link: Enter saves the name instead of opening the sheet.
              href={isEditing ? undefined : sheetHref(sheet.id)}
              className={styles.row({ variant, isCurrent })}
              {...(onSheetIntent && {
                onHoverStart: () => onSheetIntent(sheet.id),
                onFocus: () => onSheetIntent(sheet.id),
              })}
            >
              <Thumbnail sheet={sheet} />
              {isEditing && onRename ? (
                <RenameForm
                  sheet={sheet}
                  onSave={(name) => {
                    if (name !== sheet.name) onRename(sheet.id, name);
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
                  <p className={styles.source}>{interpolate(t.page, { page: sheet.pageNumber })}</p>
                  {/* The strip marks the open sheet by its frame; a screen reader hears it. */}
                  {isCurrent && <VisuallyHidden>{t.open}</VisuallyHidden>}
                </div>
              ) : (
                <div className={styles.meta}>
                  <p className={styles.source}>
                    {interpolate(t.source, { file: sheet.fileName, page: sheet.pageNumber })}
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
          );
        }}
      </GridList>
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
