// Imported here, not through `fr`: the legal text stays out of the shell's entry chunk (see src/i18n/fr.ts).
import { privacy } from '../i18n/legal.fr';
import { LegalRoute } from './LegalRoute';

export function PrivacyRoute() {
  return <LegalRoute document={privacy} />;
}
