/**
 * Every word a user sees, in French. French typography throughout (see the Rédaction page in Storybook):
 * typographic apostrophe ’, « guillemets » with no-break spaces, a narrow no-break space (U+202F) before ; ! ? and
 * a no-break space (U+00A0) before :, and the ellipsis character …. src/i18n/fr.test.ts enforces it.
 *
 * The terms and the privacy policy live in ./legal.fr.ts, the landing and other pages' copy in ./pages.fr.ts, the
 * account side (sign-up, dashboard, validation, storage errors) in ./account.fr.ts: part of this content module but
 * imported by the chunks that show them only, since `fr` is in every page's first script. The design-system
 * components' own words (a link's « nouvelle fenêtre », a modal's « Fermer »…) are in ./components-shell.fr.ts and
 * ./components.fr.ts: a component never reads the app's page copy.
 */
import { PRODUCT_NAME } from '../config/site';

const P = PRODUCT_NAME;

export const fr = {
  common: {
    productName: P,
  },
  notFound: {
    title: `Page introuvable – ${P}`,
    /** This heading is in English by design; it is marked lang="en" where it is shown. */
    heading: 'Oops! Page not found',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    cta: 'Retour à l’accueil',
  },
  /** A page that failed while loading or showing (the routes' error boundary). */
  pageError: {
    title: `Page indisponible – ${P}`,
    heading: 'Cette page n’a pas pu s’afficher',
    load: 'Une partie de la page n’a pas pu être chargée\u00a0: la connexion a peut-être été interrompue. Vérifiez votre connexion, puis rechargez la page.',
    unexpected:
      'Une erreur inattendue l’a interrompue. Vos projets et vos métrés, enregistrés dans ce navigateur, ne sont pas perdus\u00a0: rechargez la page.',
    reload: 'Recharger la page',
    home: 'Retour à l’accueil',
  },
  welcome: {
    title: `${P} – Vos métrés automatisés`,
    lead: 'Importez vos plans, mesurez, comptez et exportez vos quantités vers Excel\u00a0: 5 heures de métré deviennent 30 minutes.',
    cta: 'Devenir un bêta testeur',
  },
  header: {
    navLabel: 'Navigation principale',
    homeLabel: `${P}, retour à l’accueil`,
    nav: {
      features: 'Fonctionnalités',
      howItWorks: 'Comment ça marche',
      targetAudience: 'Pour qui',
      manifesto: 'Manifeste',
    },
    login: 'Connexion',
    becomeTester: 'Devenir un bêta testeur',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  footer: {
    tagline: `${P} automatise les métrés des économistes de la construction.`,
    sectionsTitle: 'Le produit',
    companyTitle: 'L’entreprise',
    legalTitle: 'Informations légales',
    about: 'À propos',
    contact: 'Contact',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    copyright: '© {year} {company}',
    manageCookies: 'Gérer mes cookies',
  },
  legal: {
    lastUpdated: 'Dernière mise à jour\u00a0: {date}',
    backHome: 'Retour à l’accueil',
    tocLabel: 'Sommaire',
  },
  shell: {
    loadingPage: 'Chargement de la page…',
  },
} as const;

export type Fr = typeof fr;
