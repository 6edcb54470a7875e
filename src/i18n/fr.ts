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
  welcome: {
    title: `${P} – Vos métrés automatisés`,
    lead: 'Importez vos plans, mesurez, comptez et exportez vos quantités vers Excel\u00a0: 5 heures de métré deviennent 30 minutes.',
    cta: 'Devenir un bêta testeur',
  },
  /** Validation messages: spec §5, word for word (typographic apostrophes). */
  validation: {
    signup: {
      firstNameRequired: 'Le prénom est requis',
      lastNameRequired: 'Le nom est requis',
      emailRequired: 'L’email est requis',
      emailInvalid: 'L’email est invalide',
      passwordRequired: 'Le mot de passe est requis',
      passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
      acceptTermsRequired: 'Vous devez accepter les conditions d’utilisation',
    },
    beta: {
      allFieldsRequired: 'Merci de remplir tous les champs',
    },
    contact: {
      nameRequired: 'Le nom est requis',
      emailRequired: 'L’email est requis',
      emailInvalid: 'L’email est invalide',
      messageRequired: 'Le message est requis',
    },
    catalogueItem: {
      designationTooShort: 'La désignation doit contenir au moins 3 caractères',
      lotRequired: 'Veuillez sélectionner un lot',
      subCategoryRequired: 'Veuillez entrer une sous-catégorie',
      unitRequired: 'Veuillez sélectionner une unité',
      priceNegative: 'Le prix doit être positif',
    },
    project: {
      nameTooShort: 'Le nom du projet est requis (3 caractères minimum)',
      clientRequired: 'Le client est requis',
      typeRequired: 'La typologie est requise',
    },
  },
  onboarding: {
    professions: ['Économiste', 'Ingénieur', 'Architecte', 'Autre'],
    experiences: ['0-3 ans', '3-7 ans', '7+ ans'],
  },
  /** Local database failures, shown to the user (issue 4: beyond the seed, say what went wrong). */
  storage: {
    /** Spec §8: logged to the console on a failed local registration. */
    registrationLog: 'Erreur lors de l’enregistrement',
    duplicateEmail: 'Un compte existe déjà avec cet email sur cet appareil.',
    quotaExceeded:
      'L’espace de stockage de votre navigateur est plein. Libérez de l’espace puis réessayez\u00a0: vos informations sont conservées.',
    unavailable:
      'Le stockage local de votre navigateur n’est pas disponible (navigation privée\u202f?). Ouvrez Metr dans une fenêtre normale puis réessayez.',
    unknown: 'L’enregistrement a échoué. Réessayez dans un instant\u00a0: vos informations sont conservées.',
  },
  shell: {
    loadingPage: 'Chargement de la page…',
  },
} as const;

export type Fr = typeof fr;
