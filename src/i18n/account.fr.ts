/**
 * The words of the account side (the sign-up modal, the dashboard, form validation, the local database's errors), in
 * French, with the typography of ./fr.ts (checked by src/i18n/fr.test.ts). Apart from `fr` because only lazy chunks
 * use them: `fr` is in every page's first script.
 */
import { PRODUCT_NAME } from '../config/site';
import { betaValidationFr } from './beta.fr';

const P = PRODUCT_NAME;

export const accountFr = {
  /** Validation messages (typographic apostrophes; src/state/validation.test.ts checks each word for word). */
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
    beta: betaValidationFr,
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
      tooLong: '200 caractères au plus',
    },
  },
  onboarding: {
    professions: ['Économiste', 'Ingénieur', 'Architecte', 'Autre'],
    experiences: ['0-3 ans', '3-7 ans', '7+ ans'],
  },
  /** Local database failures, shown to the user: each says what went wrong, not a generic error. */
  storage: {
    /** Logged to the console on a failed local registration (with the error's name only, no personal data). */
    registrationLog: 'Erreur lors de l’enregistrement',
    /** Logged to the console on a failed local sign-in (with the error's name only, never the address). */
    signInLog: 'Erreur lors de la connexion',
    duplicateEmail: 'Un compte existe déjà avec cet email sur cet appareil.',
    quotaExceeded:
      'L’espace de stockage de votre navigateur est plein. Libérez de l’espace puis réessayez\u00a0: vos informations sont conservées.',
    unavailable:
      'Le stockage local de votre navigateur n’est pas disponible (navigation privée\u202f?). Ouvrez Metr dans une fenêtre normale puis réessayez.',
    unknown: 'L’enregistrement a échoué. Réessayez dans un instant\u00a0: vos informations sont conservées.',
    /** The database could not be moved to this version of the app; the previous version is intact. */
    upgradeFailed:
      'La mise à jour de vos données locales a échoué. Elles sont intactes dans leur version précédente. Rechargez la page pour réessayer.',
  },
  /** The registration modal: step 1 sign-up, step 2 onboarding, step 3 success. */
  signup: {
    stepOf: 'Étape {n} sur 3',
    form: {
      title: 'Créer mon compte',
      subtitle: `Rejoignez ${P} pour automatiser vos métrés`,
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Email',
      password: 'Mot de passe',
      passwordPlaceholder: '8 caractères minimum',
      /** The label reads « J’accepte les CGU de Metr », « CGU » being the link to the terms. */
      acceptTermsBefore: 'J’accepte les',
      acceptTermsLink: 'CGU',
      acceptTermsAfter: `de ${P}`,
      submit: 'Créer mon compte',
      pending: 'Création en cours…',
      privacy: 'Votre mot de passe n’est jamais enregistré sur cet appareil.',
      /** « Déjà un compte sur cet appareil ? Se connecter »: the local sign-in, without filling the form. */
      haveAccount: 'Déjà un compte sur cet appareil\u202f?',
      signIn: 'Se connecter',
    },
    onboarding: {
      title: 'Infos projet / société',
      subtitle: 'Aidez-nous à mieux vous connaître',
      company: 'Société (facultatif)',
      companyPlaceholder: 'Nom de votre entreprise',
      profession: 'Métier',
      professionPlaceholder: 'Sélectionnez votre métier',
      experience: 'Expérience',
      next: 'Suivant',
      pending: 'Enregistrement…',
      errorTitle: 'Votre compte n’a pas pu être créé',
      changeEmail: 'Modifier mon email',
      /** The email already has an account on this device: the offer to sign in to it instead of a dead end. */
      existingTitle: 'Vous avez déjà un compte sur cet appareil',
      existingSignIn: 'Me connecter à ce compte',
    },
    success: {
      title: 'Compte créé avec succès\u202f!',
      subtitle: `Initialisation de votre espace ${P}`,
      progress: 'Préparation de votre dashboard',
    },
  },
  /**
   * Signing in to an account of this device (the sign-up modal's « Se connecter » and the signed-out dashboard): the
   * email only, since no password is stored.
   */
  signIn: {
    title: 'Se connecter',
    subtitle: `Retrouvez votre espace ${P} sur cet appareil`,
    email: 'Email',
    note: 'Votre compte est enregistré dans ce navigateur, sans mot de passe\u00a0: saisissez l’email avec lequel vous l’avez créé.',
    submit: 'Se connecter',
    pending: 'Connexion…',
    unknownAccount: 'Aucun compte n’existe avec cet email sur cet appareil. Vérifiez l’adresse, ou créez votre compte.',
    failedTitle: 'La connexion a échoué',
    noAccount: 'Pas encore de compte\u202f?',
    signUp: 'Créer mon compte',
  },
  dashboard: {
    title: `Tableau de bord – ${P}`,
    workspace: {
      title: 'Votre espace de métré',
      badge: 'Bêta fermée',
      lead: 'Vos projets, vos plans et vos métrés restent dans ce navigateur, sur cet appareil\u00a0:',
      items: [
        {
          title: 'Projets',
          body: 'Regroupez les plans et les métrés de chaque affaire, avec son client, sa typologie et sa date de remise.',
        },
        {
          title: 'Import de plans',
          body: 'Déposez vos plans PDF, vectoriels ou scannés, et vos fichiers DXF ou DWG\u00a0: chacun devient un plan, avec ses calques.',
        },
        {
          title: 'Échelle et mesures',
          body: 'Étalonnez l’échelle, puis comptez et mesurez longueurs, surfaces, murs et volumes\u202f; tout s’annule.',
        },
        {
          title: 'Bibliothèque d’articles',
          body: 'Reliez vos mesures aux articles de votre bibliothèque, avec leurs formules et vos variables.',
        },
        {
          title: 'Export DPGF et DQE',
          body: 'Exportez vos quantités vers Excel, prêtes à chiffrer, avec l’origine de chaque ligne sur le plan.',
        },
      ],
    },
    /** The backup's words the workspace's « Sauvegarde » dialog and its container share. */
    data: {
      export: 'Exporter mes données',
      exporting: 'Export…',
      exported: 'Sauvegarde téléchargée\u00a0: {fileName}',
      import: 'Importer',
      importing: 'Import…',
      importHint: 'Importez un fichier de sauvegarde JSON créé avec «\u00a0Exporter mes données\u00a0».',
      imported: {
        one: 'Sauvegarde importée\u00a0: {count} enregistrement restauré.',
        other: 'Sauvegarde importée\u00a0: {count} enregistrements restaurés.',
      },
      notABackup: `Ce fichier n’est pas une sauvegarde ${P}. Choisissez un fichier créé avec «\u00a0Exporter mes données\u00a0».`,
      replaceTitle: 'Remplacer les données de ce navigateur\u202f?',
      replaceMessage:
        'Ce navigateur contient déjà des données. L’import les remplace entièrement par celles de la sauvegarde {fileName}. Exportez-les d’abord si vous souhaitez les garder.',
      replaceConfirm: 'Remplacer',
      replaceCancel: 'Annuler',
      replaceCancelled: 'Import annulé\u00a0: vos données n’ont pas été modifiées.',
      replaceFailed:
        'L’import a échoué\u00a0: vos données précédentes ont été restaurées. Vérifiez le fichier puis réessayez.',
      newerBackup: `Cette sauvegarde vient d’une version plus récente de ${P}. Mettez ${P} à jour en rechargeant la page, puis importez-la de nouveau. Vos données n’ont pas été modifiées.`,
      fileName: 'metr-sauvegarde-{date}.json',
    },
    signedOut: {
      title: `Votre espace ${P}`,
      body: `Aucun compte n’est ouvert dans ce navigateur. Connectez-vous avec l’email de votre compte sur cet appareil, ou créez votre compte bêta pour accéder à votre espace ${P}.`,
      home: 'Retour à l’accueil',
    },
  },
} as const;
