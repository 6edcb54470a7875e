import { fr } from '../../i18n/fr';

/** The landing sections the header and the footer link to, in page order, with their element ids. */
export const siteSections = [
  { id: 'features', label: fr.header.nav.features },
  { id: 'how-it-works', label: fr.header.nav.howItWorks },
  { id: 'target-audience', label: fr.header.nav.targetAudience },
  { id: 'manifesto', label: fr.header.nav.manifesto },
] as const;

export type SiteSectionId = (typeof siteSections)[number]['id'];

/**
 * On the home page a plain fragment (`#features`, smooth scroll by the router hook); elsewhere the home page with
 * that fragment (`/#features`), which the router scrolls to once the page is there.
 */
export const sectionHref = (id: SiteSectionId, isHome: boolean, homeHref = '/') =>
  isHome ? `#${id}` : `${homeHref}#${id}`;
