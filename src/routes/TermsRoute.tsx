import { useState } from 'react';
// Imported here, not through `fr`: the legal text stays out of the shell's entry chunk (see src/i18n/fr.ts).
import { terms } from '../i18n/legal.fr';
import { LegalPage } from '../screens/Legal';
import { paths } from '../config/routes';

export function TermsRoute() {
  // The last-updated date is today. Read once per visit, so a re-render never changes it.
  const [today] = useState(() => new Date());
  return (
    <>
      <title>{terms.title}</title>
      <LegalPage document={terms} updatedAt={today} homeHref={paths.home} />
    </>
  );
}
