import { useState } from 'react';
import { LegalPage, type LegalDocument } from '../screens/Legal';
import { paths } from '../config/routes';

/** A legal document's page (/terms, /privacy): its title, and the document dated today. */
export function LegalRoute({ document }: { document: LegalDocument & { title: string } }) {
  // The last-updated date is today. Read once per visit, so a re-render never changes it.
  const [today] = useState(() => new Date());
  return (
    <>
      <title>{document.title}</title>
      <LegalPage document={document} updatedAt={today} homeHref={paths.home} />
    </>
  );
}
