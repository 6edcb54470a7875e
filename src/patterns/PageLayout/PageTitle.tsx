import type { ReactNode } from 'react';
import { Heading } from '../../components/Typography';

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
