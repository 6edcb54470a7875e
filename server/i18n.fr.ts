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
  accounts: {
    linkSent:
      'Si cette adresse peut se connecter, un lien de connexion vient de lui être envoyé. Il est valable 15\u00a0minutes.',
    emailInvalid: 'Saisissez une adresse email valide.',
    passwordLength: 'Le mot de passe doit contenir entre 8 et 128\u00a0caractères.',
    passwordSet: 'Votre mot de passe est enregistré. Vos autres sessions ont été fermées.',
    badCredentials: 'Adresse email ou mot de passe incorrect.',
    reauthenticate:
      'Saisissez votre mot de passe actuel, ou reconnectez-vous avec un lien reçu par email pour en choisir un nouveau.',
    unauthenticated: 'Connectez-vous pour continuer.',
    roleInvalid: 'Choisissez un rôle parmi économiste, métreur et lecteur.',
    nameInvalid: 'Saisissez un nom (sans retour à la ligne).',
    projectInvalid: 'Identifiant de projet invalide.',
    projectNotFound: 'Projet introuvable, ou vous n’y avez plus accès.',
    projectDeleted: 'Ce projet partagé a été supprimé par un économiste.',
    projectExists: 'Ce projet est déjà partagé par quelqu’un d’autre.',
    memberNotFound: 'Cette personne n’est pas membre du projet.',
    noFirm: 'Créez d’abord votre cabinet, ou demandez à son administrateur de vous y ajouter.',
    alreadyInFirm: 'Vous faites déjà partie d’un cabinet.',
    inAnotherFirm: 'Cette personne fait déjà partie d’un autre cabinet.',
    firmAdminOnly: 'Seul l’administrateur du cabinet peut y ajouter des membres.',
    shareDenied: 'Seul un économiste du projet peut le partager ou changer les rôles.',
    deleteDenied: 'Seul un économiste du projet peut le supprimer.',
    lastEconomiste: 'Le projet doit garder au moins un économiste. Nommez-en un autre avant.',
    /** The account's own data (RGPD): its download and its deletion. */
    deleteAccount: {
      emailMissing: 'Saisissez l’adresse email de votre compte pour confirmer la suppression.',
      emailWrong: 'Ce n’est pas l’adresse email de votre compte.',
      reauthenticate: 'Saisissez votre mot de passe actuel pour confirmer la suppression.',
      freshLink:
        'Votre compte n’a pas de mot de passe\u00a0: pour le supprimer, reconnectez-vous d’abord avec un lien reçu par email, puis recommencez dans les 15\u00a0minutes.',
      /** `projects`: their names, each in « », joined as French lists are (« A », « B » et « C »). */
      soleEconomiste: (projects: string, count: number) =>
        count > 1
          ? `Vous êtes le seul économiste des projets ${projects}. Nommez un autre économiste de chacun, ou supprimez-les pour toute l’équipe, puis supprimez votre compte.`
          : `Vous êtes le seul économiste du projet ${projects}. Nommez un autre économiste, ou supprimez ce projet pour toute l’équipe, puis supprimez votre compte.`,
      deleted: 'Votre compte est supprimé. Vous êtes déconnecté sur tous vos appareils.',
      deletedRegistrationKept:
        'Votre compte est supprimé. Votre inscription à la bêta n’a pas pu être effacée : écrivez-nous pour qu’elle le soit.',
    },
    /** The downloaded file's name: the date is added. */
    exportFileName: 'mes-donnees-metr',
    linkPage: {
      button: 'Se connecter',
      form: {
        title: `Connexion à ${P}`,
        text: 'Pour vous connecter sur cet appareil, cliquez sur «\u00a0Se connecter\u00a0».',
      },
      used: {
        title: 'Lien déjà utilisé',
        text: 'Ce lien de connexion a déjà servi. Demandez-en un nouveau depuis la page de connexion.',
      },
      expired: {
        title: 'Lien expiré',
        text: 'Ce lien de connexion a expiré (il est valable 15\u00a0minutes). Demandez-en un nouveau depuis la page de connexion.',
      },
      unknown: {
        title: 'Lien invalide',
        text: 'Ce lien de connexion est invalide ou incomplet. Vérifiez qu’il a été copié en entier, ou demandez-en un nouveau.',
      },
      forbidden: {
        title: 'Demande refusée',
        text: 'Cette demande ne vient pas de notre page de connexion. Ouvrez à nouveau le lien reçu par email.',
      },
      tooManyRequests: {
        title: 'Trop de tentatives',
        text: 'Trop de tentatives depuis votre connexion. Réessayez un peu plus tard.',
      },
    },
    mail: {
      signIn: {
        subject: `Votre lien de connexion à ${P}`,
        text: (link: string) =>
          [
            'Bonjour,',
            '',
            `Pour vous connecter à ${P}, ouvrez ce lien (valable 15\u00a0minutes, une seule fois) puis cliquez sur «\u00a0Se connecter\u00a0»\u00a0:`,
            '',
            link,
            '',
            'Si vous n’avez pas demandé à vous connecter, ignorez simplement ce message.',
            '',
            `L’équipe ${P}`,
          ].join('\n'),
      },
      invitation: {
        subject: `Un projet a été partagé avec vous sur ${P}`,
        text: (link: string, projectName: string) =>
          [
            'Bonjour,',
            '',
            `Le projet «\u00a0${typeof projectName === 'string' ? projectName : ''}\u00a0» a été partagé avec vous sur ${P}.`,
            'Pour l’ouvrir, connectez-vous avec ce lien (valable 15\u00a0minutes, une seule fois)\u00a0:',
            '',
            link,
            '',
            'Passé ce délai, demandez un nouveau lien de connexion avec cette adresse email.',
            '',
            `L’équipe ${P}`,
          ].join('\n'),
      },
    },
  },
  blobs: {
    invalidHash: 'L’empreinte du fichier est invalide (SHA-256 attendu, 64\u00a0caractères hexadécimaux).',
    hashMismatch:
      'Le fichier reçu ne correspond pas à son empreinte. Il a pu être altéré pendant l’envoi\u00a0: réessayez.',
    tooLarge: (maxMb: number) =>
      `Ce fichier dépasse la taille maximale de ${typeof maxMb === 'number' ? maxMb : 200}\u00a0Mo par plan.`,
    quotaFull:
      'Espace de stockage de votre cabinet plein. Supprimez des plans inutilisés ou contactez-nous pour l’agrandir.',
    lengthRequired: 'La taille du fichier (Content-Length) doit être indiquée.',
    notFound: 'Fichier introuvable, ou vous n’y avez pas accès.',
    projectRequired: 'Indiquez le projet auquel ce fichier appartient.',
    editDenied: 'Votre rôle sur ce projet ne permet pas d’y ajouter des plans.',
    incomplete: 'L’envoi du fichier a été interrompu. Réessayez.',
    collected: 'Le fichier n’a pas pu être enregistré sur le serveur. Réessayez.',
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
      'forged-author':
        'Le serveur a refusé une modification qui attribuait une étape de l’historique à un autre membre de l’équipe. Elle n’a pas été enregistrée sur le serveur.',
    },
    closed: {
      'no-access': 'Vous n’avez pas accès à ce projet partagé, ou votre accès a été retiré.',
      'unknown-document': 'Ce projet partagé est introuvable.',
      unavailable: 'Le serveur de partage est indisponible. Vos modifications restent dans ce navigateur.',
      'access-revoked':
        'Votre accès à ce projet partagé a été retiré. Le projet reste lisible dans ce navigateur, rien n’y est perdu.',
      'project-deleted':
        'Ce projet partagé a été supprimé par un économiste. Sa copie dans ce navigateur reste lisible, rien n’y est perdu.',
    },
    roleChanged: {
      economiste: 'Votre rôle sur ce projet est maintenant «\u00a0économiste\u00a0».',
      metreur:
        'Votre rôle sur ce projet est maintenant «\u00a0métreur\u00a0»\u00a0: les prix sont modifiés par un économiste.',
      lecteur:
        'Votre rôle sur ce projet est maintenant «\u00a0lecteur\u00a0»\u00a0: vos modifications ne sont plus enregistrées sur le serveur.',
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
