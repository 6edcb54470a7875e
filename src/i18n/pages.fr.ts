/**
 * Page copy (landing sections, about, contact, register, consent banner): part of the content module, kept out of
 * `fr` so that it loads with the pages that show it instead of with the shell of every route. Same typography rules;
 * src/i18n/fr.test.ts walks it too.
 */
import { PRODUCT_NAME } from '../config/site';

const P = PRODUCT_NAME;

export const pagesFr = {
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
    factsLabel: 'Metr en bref',
    facts: [
      { value: '2024', label: 'année de création, en France' },
      { value: 'Plus de 10', label: 'économistes en bêta test' },
      { value: '5\u00a0h → 30\u00a0min', label: 'pour un même métré' },
    ],
    ctaTitle: 'Parlons de vos métrés',
    ctaBody:
      'Une question sur le programme bêta, une démonstration sur vos propres plans\u202f? Notre équipe vous répond sous deux jours ouvrés.',
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
      title: 'Envoyer un message',
    },
    cards: {
      title: 'Nos coordonnées',
      email: 'Email',
      phone: 'Téléphone',
      address: 'Adresse',
    },
  },
  register: {
    title: `Inscription à la bêta – ${P}`,
    navLabel: 'Navigation de l’inscription',
    backToSite: 'Retour au site',
    haveCode: 'Vous avez déjà un code bêta\u202f?',
    login: 'Se connecter',
    eyebrow: 'Programme bêta',
    heading: `Devenez bêta-testeur de ${P}`,
    lead: `Testez ${P} avant tout le monde sur vos propres plans. Laissez-nous vos coordonnées\u00a0: notre équipe vous recontacte pour ouvrir votre accès.`,
    formLabel: 'Inscription au programme bêta',
    nom: 'Nom',
    prenom: 'Prénom',
    tel: 'Téléphone',
    telDescription: 'Par exemple 06\u00a012\u00a034\u00a056\u00a078',
    mail: 'Email professionnel',
    honeypot: 'Ne remplissez pas ce champ',
    submit: 'Créer mon accès bêta',
    pending: 'Création…',
    privacyBefore: 'Vos coordonnées servent uniquement à vous recontacter au sujet de la bêta.',
    privacyLink: 'Politique de confidentialité',
    sendError: 'Une erreur est survenue lors de l’envoi. Veuillez réessayer.',
    rateLimited: 'Trop de tentatives. Réessayez dans {wait}.',
    /** The wait in the rate-limit message: '{n}' then the unit, singular for 1. */
    waitUnits: {
      second: ['seconde', 'secondes'],
      minute: ['minute', 'minutes'],
      hour: ['heure', 'heures'],
    },
    successTitle: 'Inscription envoyée',
    successMessage: 'Merci pour votre inscription au programme bêta. Nous vous recontacterons très vite.',
    successAction: 'Continuer',
  },
  consent: {
    label: 'Gestion des cookies',
    heading: 'Votre choix sur les cookies',
    body: `Avec votre accord, nous utilisons Hotjar pour comprendre comment le site est utilisé (clics, défilement, pages vues). Ce que vous saisissez dans les formulaires n’est jamais enregistré. Vous pouvez changer d’avis à tout moment avec «\u00a0Gérer mes cookies\u00a0» en bas de page.`,
    learnMore: 'En savoir plus sur les cookies',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    close: 'Fermer le bandeau et refuser les cookies',
  },
} as const;
