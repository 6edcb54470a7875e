/**
 * Page copy (about, contact, register, consent banner): part of the content module, kept out of `fr` so that it loads
 * with the pages that show it instead of with the shell of every route. The landing's is in ./landing.fr.ts and
 * ./landing-tabs.fr.ts. Same typography rules; src/i18n/fr.test.ts walks them all.
 */
import { PRODUCT_NAME } from '../config/site';

const P = PRODUCT_NAME;

export const pagesFr = {
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
