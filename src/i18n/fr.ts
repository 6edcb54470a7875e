/**
 * Every word a user sees, in French. French typography throughout (see the Rédaction page in Storybook):
 * typographic apostrophe ’, « guillemets » with no-break spaces, a narrow no-break space (U+202F) before ; ! ? and
 * a no-break space (U+00A0) before :, and the ellipsis character …. src/i18n/fr.test.ts enforces it.
 *
 * The terms and the privacy policy live in ./legal.fr.ts, part of this content module but imported by their routes
 * only: `fr` is in the shell's entry chunk, and the legal text would add ~7 KB gzip to every first load.
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
      tooLong: 'Ce champ est trop long',
      invalidCharacters: 'Ce champ contient des caractères non autorisés',
      phoneInvalid:
        'Le numéro de téléphone est invalide (ex. 06\u00a012\u00a034\u00a056\u00a078 ou +33\u00a06\u00a012\u00a034\u00a056\u00a078)',
      emailInvalid: 'L’email est invalide',
      unknownField: 'Ce champ n’est pas attendu',
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
  hero: {
    eyebrow: 'Bêta fermée pour les économistes de la construction',
    title: 'Vos métrés automatisés, vérifiés par vous.',
    lead: `${P} analyse vos plans, mesure et compte les éléments, puis vous laisse valider chaque quantité avant l’export Excel. Un métré de 5\u00a0heures se fait en 30\u00a0minutes.`,
    cta: 'Demandez votre accès',
    videoLabel: `Démonstration\u00a0: un plan importé dans ${P}, des murs mesurés, des portes comptées puis les quantités exportées`,
  },
  features: {
    eyebrow: 'Fonctionnalités',
    title: 'Tout le métré, de l’import du plan à l’export Excel',
    cta: `Testez ${P} en avant première`,
    items: [
      {
        title: 'Importez vos plans, calques compris',
        body: `Déposez un plan PDF ou DWG\u00a0: ${P} conserve les calques et les éléments (murs, cloisons, surfaces) pour que vous puissiez les sélectionner et les mesurer directement.`,
        videoLabel: 'Un plan importé dont on affiche puis masque les calques murs, cloisons et surfaces',
      },
      {
        title: 'Reliez chaque élément à votre bibliothèque d’articles',
        body: 'Sélectionnez des éléments sur le plan et associez-les aux articles de votre bibliothèque centrale\u00a0: la désignation, le lot, l’unité et le prix unitaire suivent.',
        videoLabel: 'Des cloisons sélectionnées sur le plan puis reliées à un article de la bibliothèque',
      },
      {
        title: 'Comptage assisté, validé par vous',
        body: `${P} repère les éléments répétés (portes, fenêtres, équipements) et vous propose chaque détection. Vous validez, corrigez ou écartez\u00a0: rien n’entre dans le métré sans votre accord. Chaque détection reste modifiable.`,
        videoLabel: 'Des portes détectées sur le plan, validées une à une, le compteur augmente',
      },
      {
        title: 'Comparez les indices, exportez en un clic',
        body: 'Un nouvel indice de plan arrive en fin d’études\u202f? La comparaison montre ce qui a changé. L’export Excel est instantané, aux formats DPGF et DQE.',
        videoLabel: 'Deux indices d’un plan superposés, les modifications en couleur, puis un tableau exporté',
      },
    ],
  },
  benefits: {
    title: `Ce que ${P} change pour vos équipes`,
    items: [
      { value: '5\u00a0h → 30\u00a0min', label: 'Un métré de 5\u00a0heures réalisé en 30\u00a0minutes.' },
      {
        value: '50\u00a0%',
        label: 'du temps des experts est aujourd’hui perdu en ressaisie et en recomptage.',
      },
      {
        value: 'Traçables',
        label: 'Des métrés sauvegardés, versionnés et traçables\u00a0: chaque quantité garde son origine sur le plan.',
      },
      { value: '10+', label: `Plus de 10\u00a0économistes testent déjà ${P} en bêta.` },
    ],
  },
  howItWorks: {
    eyebrow: 'Comment ça marche',
    title: 'Quatre étapes, du plan au chiffrage',
    stepOf: 'Étape {n} sur {total}',
    pause: 'Mettre en pause le défilement des étapes',
    play: 'Reprendre le défilement des étapes',
    stepsLabel: 'Étapes',
    steps: [
      {
        title: 'Import',
        body: 'Importez votre plan PDF ou DWG. Les calques et les éléments restent exploitables.',
        imageAlt: 'Un plan d’étage importé, avec le panneau des calques ouvert',
      },
      {
        title: 'Bibliothèque',
        body: 'Choisissez les articles de votre bibliothèque\u00a0: ouvrages, lots, unités et prix unitaires.',
        imageAlt: 'La bibliothèque d’articles, classée par lot, à côté du plan',
      },
      {
        title: 'Sélection',
        body: `Sélectionnez les éléments sur le plan\u00a0: ${P} mesure et compte, vous validez chaque détection.`,
        imageAlt: 'Des portes détectées et validées sur le plan, avec leur nombre',
      },
      {
        title: 'Exportez',
        body: 'Exportez vos quantités vers Excel, au format DPGF ou DQE, prêtes à chiffrer.',
        imageAlt: 'Un tableau DPGF avec les lots, les quantités et les montants',
      },
    ],
  },
  audience: {
    eyebrow: 'Pour qui',
    title: `${P} s’adapte à votre métier`,
    tabsLabel: 'Profils',
    tabs: [
      {
        label: 'Métreurs & Économistes',
        benefits: [
          'Métrés surfaciques et linéaires mesurés directement sur le plan',
          'Comptage assisté des portes, fenêtres et équipements',
          'Éléments reliés à votre bibliothèque d’articles',
          'Export DPGF et DQE prêt à chiffrer',
          'Historique des versions pour justifier chaque quantité',
        ],
        quote: '99\u00a0% de précision sur nos comptages de menuiseries, et je garde la main sur chaque détection.',
        author: 'Claire M.',
        role: 'Économiste de la construction, Lyon',
      },
      {
        label: 'Bureaux d’études & Ingénierie',
        benefits: [
          'Quantités extraites de vos plans, calques conservés',
          'Comparaison des indices pour suivre les modifications tardives',
          'Métrés partagés et traçables entre les équipes',
          'Moins de ressaisie entre la conception et le chiffrage',
          'Export Excel pour vos notes et vos DQE',
        ],
        quote:
          'La comparaison d’indices nous montre en quelques secondes ce qui a bougé entre deux versions d’un plan.',
        author: 'Thomas R.',
        role: 'Chef de projet, bureau d’études',
      },
      {
        label: 'Ingénieurs Études de Prix',
        benefits: [
          'Des quantités fiables pour répondre plus vite aux appels d’offres',
          'Une bibliothèque d’articles et de prix unitaires centralisée',
          'Des détections vérifiables avant le chiffrage',
          'Un export DPGF au format attendu par la maîtrise d’œuvre',
          'Chaque quantité rattachée à sa zone sur le plan',
        ],
        quote: 'Nous répondons à plus d’appels d’offres sans rogner sur la vérification des quantités.',
        author: 'Sophie L.',
        role: 'Ingénieure études de prix, entreprise générale',
      },
    ],
  },
  manifesto: {
    eyebrow: 'Manifeste',
    title: 'Ce que nous croyons',
    beliefs: [
      {
        title: 'Le métré est un métier d’expert.',
        body: 'L’automatisation doit servir le jugement du métreur, pas le remplacer.',
      },
      {
        title: 'Une quantité sans origine ne vaut rien.',
        body: 'Chaque nombre doit pouvoir être retrouvé sur le plan, daté et versionné.',
      },
      {
        title: 'L’utilisateur valide, toujours.',
        body: `${P} propose, vous décidez. Aucune détection n’entre dans un métré sans votre accord.`,
      },
      {
        title: 'Le temps gagné revient au conseil.',
        body: 'Moins de recomptage, plus d’analyse\u00a0: c’est là que l’économiste crée de la valeur.',
      },
    ],
  },
  finalCta: {
    title: 'Passez vos métrés de 5\u00a0heures à 30\u00a0minutes',
    body: `Rejoignez les économistes qui testent ${P}. L’accès est ouvert par notre équipe après votre inscription.`,
    cta: 'Demander un accès bêta',
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
  about: {
    title: `À propos – ${P}`,
    heading: `À propos de ${P}`,
    lead: `${P} est une jeune entreprise française, fondée en 2024, qui automatise les métrés pour les professionnels de l’économie de la construction.`,
    storyTitle: 'Notre histoire',
    story: [
      `${P} est née d’un constat partagé par des économistes de la construction et des ingénieurs logiciels\u00a0: la moitié du temps d’un expert part dans la ressaisie de quantités et le recomptage d’éléments sur des plans.`,
      'Nous avons choisi de construire l’outil que ces experts attendaient\u00a0: un logiciel qui lit les plans, mesure et compte à leur place, mais qui leur laisse toujours le dernier mot.',
      `Depuis 2024, ${P} est développée avec des économistes, des bureaux d’études et des ingénieurs prix qui la testent sur leurs projets réels.`,
    ],
    missionTitle: 'Notre mission',
    mission:
      'Rendre aux économistes de la construction le temps du conseil, en automatisant ce qui peut l’être et en rendant chaque quantité vérifiable.',
    valuesTitle: 'Nos valeurs',
    values: [
      { title: 'Précision', body: 'Des quantités exactes, mesurées à l’échelle du plan et vérifiables à tout moment.' },
      {
        title: 'Contrôle',
        body: 'Vous validez chaque détection. Chaque quantité garde sa trace, ses versions et son origine.',
      },
      {
        title: 'Innovation',
        body: 'Le meilleur de l’analyse de plans, au service des méthodes et des formats du métier.',
      },
    ],
    cta: 'Nous contacter',
  },
  contact: {
    title: `Contact – ${P}`,
    heading: 'Contactez-nous',
    lead: 'Une question sur le programme bêta, une démonstration, un partenariat\u202f? Écrivez-nous, nous répondons sous deux jours ouvrés.',
    form: {
      name: 'Nom',
      email: 'Email',
      company: 'Entreprise (facultatif)',
      message: 'Message',
      submit: 'Envoyer le message',
      pending: 'Envoi…',
      privacy: 'Vos informations servent uniquement à vous répondre. En savoir plus dans notre',
      privacyLink: 'politique de confidentialité',
      errorSummary: 'Le formulaire contient des erreurs. Corrigez les champs signalés.',
    },
    cards: {
      email: 'Email',
      phone: 'Téléphone',
      address: 'Adresse',
    },
  },
  legal: {
    lastUpdated: 'Dernière mise à jour\u00a0: {date}',
    backHome: 'Retour à l’accueil',
    tocLabel: 'Sommaire',
  },
  /** The registration modal (spec §2 "Registration modal"): step 1 sign-up, step 2 onboarding, step 3 success. */
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
    },
    success: {
      title: 'Compte créé avec succès\u202f!',
      subtitle: `Initialisation de votre espace ${P}`,
      progress: 'Préparation de votre dashboard',
    },
  },
  dashboard: {
    title: `Tableau de bord – ${P}`,
    homeLink: `${P}, retour à l’accueil`,
    loading: 'Chargement de votre espace…',
    greeting: 'Bonjour {firstName}',
    greetingFallback: 'Bonjour',
    lead: 'Bienvenue dans votre espace bêta. Voici votre profil et vos données enregistrées sur cet appareil.',
    signOut: 'Se déconnecter',
    profile: {
      title: 'Votre profil',
      name: 'Nom',
      email: 'Email',
      company: 'Société',
      profession: 'Métier',
      experience: 'Expérience',
      memberSince: 'Membre depuis le',
      notProvided: 'Non renseigné',
      betaBadge: 'Bêta testeur',
      missing:
        'Votre profil n’est pas enregistré dans ce navigateur (données effacées ou autre appareil). Importez une sauvegarde ou créez un compte.',
    },
    workspace: {
      title: 'Votre espace de métré',
      badge: 'Bientôt disponible',
      lead: `Pendant la bêta fermée, ${P} ouvre le métré par étapes. Voici ce qui arrive dans cet espace\u00a0:`,
      items: [
        {
          title: 'Projets',
          body: 'Regroupez les plans, les métrés et les exports de chaque affaire, avec son client et sa date de remise.',
        },
        {
          title: 'Import de plans',
          body: 'Déposez vos plans PDF ou DWG\u00a0: les calques et les éléments (murs, cloisons, surfaces) restent exploitables.',
        },
        {
          title: 'Mesures',
          body: 'Mesurez longueurs et surfaces directement sur le plan, reliées aux articles de votre bibliothèque.',
        },
        {
          title: 'Comptage assisté',
          body: `${P} repère les portes, fenêtres et équipements répétés\u202f; vous validez chaque détection.`,
        },
        {
          title: 'Export DPGF et DQE',
          body: 'Exportez vos quantités vers Excel, prêtes à chiffrer, avec l’origine de chaque ligne sur le plan.',
        },
      ],
    },
    data: {
      title: 'Vos données',
      lead: `Votre profil et vos futurs métrés sont enregistrés uniquement dans ce navigateur. Exportez-les pour les conserver ou les transférer vers un autre navigateur.`,
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
    },
    signedOut: {
      title: `Votre espace ${P}`,
      body: `Aucun compte n’est ouvert dans ce navigateur. Créez votre compte bêta pour accéder à votre espace ${P}.`,
      cta: 'Créer mon compte',
      home: 'Retour à l’accueil',
    },
  },
  shell: {
    loadingPage: 'Chargement de la page…',
  },
} as const;

export type Fr = typeof fr;
