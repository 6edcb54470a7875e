import type { ReactNode } from 'react';
import { Heading } from '../../components/Typography';
import { pageHeader } from './PageLayout.css';

/** The id the workspace's navigation looks up to move the focus to the new page's title. */
export const PAGE_TITLE_ID = 'page-title';

/**
 * A workspace page's title: its h1, which takes the focus when the page is reached from another workspace page (so a
 * screen reader announces where the person landed).
 */
export function PageTitle({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  return (
    <Heading level={1} size="display3" id={PAGE_TITLE_ID} tabIndex={-1} className={className}>
      {children}
    </Heading>
  );
}

export interface PageHeaderProps {
  readonly title: ReactNode;
  /** Under the title: a lead sentence, a way back. */
  readonly lead?: ReactNode;
  /** On the other side: the page's actions. */
  readonly actions?: ReactNode;
}

/** A workspace page's header: its title and lead on one side, its actions on the other, wrapping on a narrow screen. */
export function PageHeader({ title, lead, actions }: PageHeaderProps) {
  return (
    <div className={pageHeader}>
      <div>
        <PageTitle>{title}</PageTitle>
        {lead}
      </div>
      {actions}
    </div>
  );
}
