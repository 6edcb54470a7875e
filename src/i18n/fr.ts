/**
 * Every word a user sees, in French. French typography throughout (see the Rédaction page in Storybook):
 * typographic apostrophe ’, « guillemets » with no-break spaces, a narrow no-break space (U+202F) before ; ! ? and
 * a no-break space (U+00A0) before :, and the ellipsis character …. src/i18n/fr.test.ts enforces it.
 */
import { PRODUCT_NAME } from '../config/site';

const P = PRODUCT_NAME;

export const fr = {
  common: {
    productName: P,
    close: 'Fermer',
    loading: 'Chargement…',
    newWindow: '(nouvelle fenêtre)',
    backHome: 'Retour à l’accueil',
    skipToContent: 'Aller au contenu principal',
    required: '(obligatoire)',
    optional: '(facultatif)',
  },
  video: {
    play: 'Lire la vidéo',
    pause: 'Mettre en pause la vidéo',
  },
  progress: {
    indeterminate: 'Initialisation…',
    complete: 'Terminé',
  },
  select: {
    placeholder: 'Sélectionnez une option',
  },
  alert: {
    error: 'Erreur',
    success: 'Succès',
    info: 'Information',
    warning: 'Attention',
  },
  notFound: {
    title: `Page introuvable – ${P}`,
    /** Spec §2 gives this heading in English; it is marked lang="en" where it is shown. */
    heading: 'Oops! Page not found',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    cta: 'Retour à l’accueil',
  },
  shell: {
    loadingPage: 'Chargement de la page…',
  },
} as const;

export type Fr = typeof fr;
