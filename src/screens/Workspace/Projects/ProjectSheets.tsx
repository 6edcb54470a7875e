import { GridList, GridListItem } from '../../../components/GridList';
import { Icon } from '../../../components/Icon/workspace';
import { Text } from '../../../components/Typography';
import { interpolate } from '../../../i18n/format';
import { projectsFr } from '../../../i18n/projects.fr';
import * as styles from './Projects.css';

const t = projectsFr.sheets;

/** A sheet as the project page lists it. */
export interface ProjectSheetEntry {
  id: string;
  name: string;
  /** Zero-based page in its file. */
  pageIndex: number;
  /** An object URL of its thumbnail, when there is one. */
  thumbnailUrl?: string | undefined;
}

export type ProjectSheetsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sheets: readonly ProjectSheetEntry[] };

export interface ProjectSheetsProps {
  state: ProjectSheetsState;
  /** A sheet's address (its deep link). */
  sheetHref: (id: string) => string;
}

/**
 * The project's sheets, each a link to its page (thumbnail, name, page); an honest empty state when it has none. The
 * plan import adds its own drop zone and list in this place.
 */
export function ProjectSheets({ state, sheetHref }: ProjectSheetsProps) {
  if (state.status === 'loading') {
    return (
      <Text tone="muted" role="status">
        {t.loading}
      </Text>
    );
  }
  if (state.status === 'error') {
    return (
      <Text tone="danger" role="alert">
        {state.message}
      </Text>
    );
  }
  if (state.sheets.length === 0) {
    return (
      <div className={styles.sheetsEmpty}>
        <Icon name="folder" size="lg" className={styles.emptyIcon} />
        <Text tone="muted">{t.none}</Text>
      </div>
    );
  }
  return (
    <GridList aria-label={t.label} items={state.sheets} className={styles.list}>
      {(sheet) => (
        <GridListItem id={sheet.id} textValue={sheet.name} href={sheetHref(sheet.id)}>
          <div className={styles.row}>
            <div className={styles.sheetThumb}>
              {sheet.thumbnailUrl && <img src={sheet.thumbnailUrl} alt="" className={styles.sheetThumbImage} />}
            </div>
            <div className={styles.rowText}>
              <span className={styles.rowName}>{sheet.name}</span>
              <span className={styles.rowMeta}>{interpolate(t.page, { page: sheet.pageIndex + 1 })}</span>
            </div>
          </div>
        </GridListItem>
      )}
    </GridList>
  );
}
