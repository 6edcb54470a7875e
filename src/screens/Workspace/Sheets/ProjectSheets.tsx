import { useId, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../../components/Typography';
import { importFr } from '../../../i18n/import.fr';
import { pluralize } from '../../../i18n/importMessages';
import { SheetList, type SheetListProps } from './SheetList';
import * as styles from './SheetList.css';

const t = importFr.sheets;

export interface ProjectSheetsProps extends Omit<SheetListProps, 'aria-label' | 'aria-labelledby'> {
  /** The import panel, shown between the heading and the list. */
  importPanel?: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The project's plans as the sidebar shows them: the heading with the count, the import (drop zone, progress), then
 * the sheet list named by that heading.
 */
export function ProjectSheets({ importPanel, headingLevel = 2, ...list }: ProjectSheetsProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId} className={styles.heading}>
          {t.heading}
        </Heading>
        {list.sheets && <span className={styles.count}>{pluralize(t.count, list.sheets.length)}</span>}
      </div>
      {importPanel}
      <SheetList {...list} aria-labelledby={headingId} />
    </section>
  );
}
