/**
 * Every word the server sends to a person: API messages, mails, confirmation pages. French typography as in
 * src/i18n/fr.ts (’, a no-break space U+00A0 before :, a narrow no-break space U+202F before ; ! ?); server/i18n.test.ts
 * checks it. These strings stay on the server: nothing under src/ imports this module, so the browser bundle never
 * carries them. The field messages are the page's own (src/i18n/beta.fr.ts): one schema, one wording.
 */
import { PRODUCT_NAME } from '../src/config/site.ts';
import { betaValidationFr } from '../src/i18n/beta.fr.ts';

const P = PRODUCT_NAME;

export interface RegistrationMailFields {
  nom: string;
  prenom: string;
  tel: string;
  mail: string;
}

export const serverFr = {
  validation: betaValidationFr,
  api: {
    registered: 'Merci pour votre inscription au programme bêta. Consultez votre boîte mail pour la confirmer.',
    invalid: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
    malformedJson: 'La requête est illisible (JSON invalide). Réessayez depuis le formulaire d’inscription.',
    notAnObject: 'La requête doit contenir les champs nom, prenom, tel et mail.',
    methodNotAllowed: 'Méthode non autorisée.',
    unsupportedMediaType: 'Le contenu doit être envoyé au format JSON (application/json).',
    payloadTooLarge: 'La requête est trop volumineuse.',
    forbiddenOrigin: 'Cette requête provient d’un site non autorisé.',
    tooManyRequests: 'Trop de tentatives. Réessayez un peu plus tard.',
    notFound: 'Adresse inconnue.',
    badRequest: 'La requête est mal formée.',
    internal: 'Une erreur est survenue. Réessayez dans un instant.',
  },
  mail: {
    team: {
      subject: `Nouvelle inscription au programme bêta ${P}`,
      text: (r: RegistrationMailFields, id: string) =>
        [
          `Nouvelle inscription au programme bêta ${P}.`,
          '',
          `Nom\u00a0: ${r.nom}`,
          `Prénom\u00a0: ${r.prenom}`,
          `Téléphone\u00a0: ${r.tel}`,
          `Email\u00a0: ${r.mail}`,
          `Identifiant\u00a0: ${id}`,
          '',
          'Répondez à ce message pour écrire directement à la personne inscrite.',
          `Pour lui ouvrir l’accès une fois son adresse confirmée\u00a0: npm run registrations -- approve ${id}`,
        ].join('\n'),
    },
    confirmation: {
      subject: `Confirmez votre inscription au programme bêta ${P}`,
      text: (link: string) =>
        [
          'Bonjour,',
          '',
          `Merci pour votre inscription au programme bêta ${P}.`,
          'Pour confirmer votre adresse email, ouvrez ce lien (valable 8\u00a0heures) puis cliquez sur «\u00a0Confirmer\u00a0»\u00a0:',
          '',
          link,
          '',
          'Notre équipe vous recontactera très vite pour vous ouvrir l’accès.',
          'Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement ce message.',
          '',
          `L’équipe ${P}`,
        ].join('\n'),
    },
    invitation: {
      subject: `Votre accès au programme bêta ${P}`,
      text: (code: string, appUrl: string) =>
        [
          'Bonjour,',
          '',
          `Bonne nouvelle\u202f! Votre accès au programme bêta ${P} est ouvert.`,
          '',
          `Votre code bêta\u00a0: ${code}`,
          '',
          `Connectez-vous sur ${appUrl} et saisissez ce code. Il est personnel\u00a0: ne le partagez pas.`,
          '',
          'Merci de votre confiance, et à très vite.',
          `L’équipe ${P}`,
        ].join('\n'),
    },
  },
  confirmPage: {
    backToSite: `Retour au site ${P}`,
    confirmButton: 'Confirmer',
    confirmForm: {
      title: 'Confirmez votre inscription',
      text: `Pour confirmer votre adresse email et votre inscription au programme bêta ${P}, cliquez sur «\u00a0Confirmer\u00a0».`,
    },
    confirmed: {
      title: 'Inscription confirmée',
      text: `Merci, votre adresse email est confirmée. Notre équipe vous recontactera très vite pour vous ouvrir l’accès à la bêta ${P}.`,
    },
    alreadyConfirmed: {
      title: 'Inscription déjà confirmée',
      text: 'Votre adresse email a déjà été confirmée. Vous n’avez rien d’autre à faire.',
    },
    expired: {
      title: 'Lien expiré',
      text: 'Ce lien de confirmation a expiré (il est valable 8\u00a0heures). Inscrivez-vous à nouveau pour en recevoir un nouveau.',
    },
    unknown: {
      title: 'Lien invalide',
      text: 'Ce lien de confirmation est invalide ou incomplet. Vérifiez qu’il a été copié en entier, ou inscrivez-vous à nouveau.',
    },
    forbidden: {
      title: 'Demande refusée',
      text: 'Cette demande ne vient pas de notre page de confirmation. Ouvrez à nouveau le lien reçu par email, puis cliquez sur «\u00a0Confirmer\u00a0».',
    },
    tooManyRequests: {
      title: 'Trop de tentatives',
      text: 'Trop de tentatives depuis votre connexion. Réessayez un peu plus tard.',
    },
    error: {
      title: 'Erreur',
      text: 'Une erreur est survenue. Réessayez dans un instant.',
    },
  },
  /** The sync server's answers to a shared project's client (server/sharing/messages.ts), shown as they are. */
  sync: {
    refused: {
      'read-only':
        'Votre rôle sur ce projet est «\u00a0lecteur\u00a0»\u00a0: vos modifications ne sont pas enregistrées sur le serveur.',
      'price-field':
        'Votre rôle sur ce projet est «\u00a0métreur\u00a0»\u00a0: les prix sont modifiés par un économiste. Cette modification n’a pas été enregistrée.',
      malformed: 'Le serveur a reçu une modification illisible et l’a refusée. Rechargez le projet.',
      'message-too-large':
        'Cette modification est trop volumineuse pour être envoyée en une fois. Elle n’a pas été enregistrée sur le serveur.',
      'document-too-large':
        'Ce projet a atteint la taille maximale d’un projet partagé. Vos dernières modifications n’ont pas été enregistrées sur le serveur.',
    },
    closed: {
      'no-access': 'Vous n’avez pas accès à ce projet partagé, ou votre accès a été retiré.',
      'unknown-document': 'Ce projet partagé est introuvable.',
      unavailable: 'Le serveur de partage est indisponible. Vos modifications restent dans ce navigateur.',
    },
  },
  cli: {
    csvHeader: [
      'id',
      'statut',
      'nom',
      'prénom',
      'téléphone',
      'email',
      'inscrit le',
      'confirmé le',
      'approuvé le',
      'dernier contact',
    ],
    status: { pending: 'en attente', confirmed: 'confirmée', approved: 'approuvée' },
  },
} as const;
