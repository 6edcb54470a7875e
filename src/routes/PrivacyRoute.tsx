import { useState } from 'react';
// Imported here, not through `fr`: the legal text stays out of the shell's entry chunk (see src/i18n/fr.ts).
import { privacy } from '../i18n/legal.fr';
import { LegalPage } from '../screens/Legal';
import { paths } from '../config/routes';

export function PrivacyRoute() {
  // The last-updated date is today. Read once per visit, so a re-render never changes it.
  const [today] = useState(() => new Date());
  return (
    <>
      <title>{privacy.title}</title>
      <LegalPage document={privacy} updatedAt={today} homeHref={paths.home} />
    </>
  );
}
