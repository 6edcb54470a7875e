import { useId, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Heading, type HeadingLevel } from '../../../components/Typography';
import { importFr } from '../../../i18n/import.fr';
import { pluralize } from '../../../i18n/importMessages';
import { SheetList, type SheetListProps } from './SheetList';
import * as styles from './SheetList.css';

const t = importFr.sheets;

export interface ProjectSheetsProps extends Omit<SheetListProps, 'aria-label'> {
  /** The import panel, shown between the heading and the list. */
  importPanel?: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** A failure to say above the list (the list could not be read, a rename or a deletion failed); null for none. */
  notice?: string | null;
}

/**
 * The project's plans: the heading with the count, the import (drop zone, progress), then the sheet list named by
 * that heading. In a region that has its heading already (the project page's « Plans »), `aria-labelledby` names it:
 * the count, the import and the list go under that heading instead of a second one.
 */
export function ProjectSheets({
  importPanel,
  headingLevel = 2,
  notice = null,
  'aria-labelledby': labelledBy,
  ...list
}: ProjectSheetsProps) {
  const headingId = useId();
  if (labelledBy) {
    return (
      <div className={styles.panel}>
        {list.sheets && list.sheets.length > 0 && (
          <p className={styles.count}>{pluralize(t.count, list.sheets.length)}</p>
        )}
        {importPanel}
        {notice && <Alert tone="danger">{notice}</Alert>}
        <SheetList {...list} aria-labelledby={labelledBy} />
      </div>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId} className={styles.heading}>
          {t.heading}
        </Heading>
        {list.sheets && <span className={styles.count}>{pluralize(t.count, list.sheets.length)}</span>}
      </div>
      {importPanel}
      {notice && <Alert tone="danger">{notice}</Alert>}
      <SheetList {...list} aria-labelledby={headingId} />
    </section>
  );
}
