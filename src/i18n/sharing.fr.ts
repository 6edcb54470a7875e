/**
 * Team sharing (issue 30): the share dialog, the roles, who is on the project, the connection's state and what the
 * server may refuse. Typography as in ./fr.ts (checked by ./fr.test.ts): ’, « » with no-break spaces, a no-break
 * space before : and a narrow one before ; ! ?. `{name}` placeholders are filled with interpolate (./format.ts).
 * Plural pairs follow Intl.PluralRules('fr-FR'): 0 and 1 take `one`.
 */
import type { ProjectRole } from '../domain/sharing/contract';

export const sharingFr = {
  /** A role's name and what it may do, as the share dialog explains it. */
  roles: {
    economiste: {
      label: 'Économiste',
      description: 'Tout\u00a0: métrés, articles et prix, partage et suppression du projet.',
    },
    metreur: {
      label: 'Métreur',
      description: 'Mesure, relie aux articles et importe des plans\u202f; ne change pas les prix ni le partage.',
    },
    lecteur: {
      label: 'Lecteur',
      description: 'Consulte le projet et exporte ses quantités, sans rien modifier.',
    },
  } satisfies Record<ProjectRole, { label: string; description: string }>,

  share: {
    /** The project's action that opens the dialog. */
    action: 'Partager ce projet',
    title: 'Partager «\u00a0{name}\u00a0»',
    /** Before the project is shared: what changes. */
    introLocal:
      'Ce projet est aujourd’hui enregistré dans ce navigateur seulement. Partagé, il est aussi enregistré sur le serveur Metr de votre cabinet\u00a0: vos collègues y travaillent avec vous, et il survit à la perte de cet ordinateur.',
    introLocalOffline:
      'Vous pourrez toujours travailler hors ligne\u00a0: vos modifications seront envoyées au retour de la connexion.',
    start: 'Partager avec mon cabinet',
    /** While the project's data and plans are sent, once. */
    sending: 'Envoi du projet et de ses plans…',
    sendingLabel: 'Envoi du projet',
    introShared: 'Ce projet est partagé avec le cabinet «\u00a0{firm}\u00a0».',
    membersLabel: 'Personnes ayant accès',
    you: 'vous',
    invited: 'invitation envoyée',
    roleLabel: 'Rôle de {name}',
    remove: 'Retirer',
    removeLabel: 'Retirer l’accès de {name}',
    inviteHeading: 'Inviter une personne',
    email: 'Adresse e-mail',
    emailDescription: 'Elle reçoit un lien de connexion par e-mail.',
    role: 'Rôle',
    invite: 'Inviter',
    /** Only an économiste may change the sharing: what the others see instead of the controls. */
    notAllowed: 'Vous êtes {role} sur ce projet\u00a0: seul un économiste du projet peut changer son partage.',
    errors: {
      emailMissing: 'Saisissez l’adresse e-mail de la personne à inviter.',
      emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@cabinet.fr.',
      alreadyMember: '{email} a déjà accès à ce projet.',
      lastEconomiste: 'Le projet doit garder au moins un économiste\u00a0: donnez ce rôle à quelqu’un d’autre d’abord.',
      offline:
        'Le serveur Metr ne répond pas\u00a0: le partage n’a pas été modifié. Réessayez une fois la connexion revenue.',
      quota:
        'L’espace de stockage de votre cabinet est plein\u00a0: le projet n’a pas été partagé. Rien n’est perdu dans ce navigateur.',
    },
    /** Announced after a change. */
    done: {
      shared: 'Projet partagé avec votre cabinet.',
      invited: 'Invitation envoyée à {email}.',
      roleChanged: '{name} est maintenant {role}.',
      removed: 'Accès de {name} retiré.',
    },
  },

  /** The connection's state, always shown beside the project's name while it is shared. */
  status: {
    label: 'Synchronisation',
    connecting: 'Connexion au serveur…',
    synced: 'Enregistré sur le serveur',
    sending: 'Envoi des modifications…',
    offline: 'Hors ligne — vos modifications seront envoyées',
    offlinePending: {
      one: 'Hors ligne — {count}\u00a0modification sera envoyée',
      other: 'Hors ligne — {count}\u00a0modifications seront envoyées',
    },
    readOnly: 'Lecture seule',
  },

  /** Who is on the project, and where. */
  presence: {
    label: 'Sur ce projet',
    count: { one: '{count}\u00a0personne sur ce projet', other: '{count}\u00a0personnes sur ce projet' },
    you: '{name} (vous)',
    onSheet: 'sur «\u00a0{sheet}\u00a0»',
    onProject: 'sur la liste des plans',
    idle: 'inactif',
    more: { one: 'et {count}\u00a0autre', other: 'et {count}\u00a0autres' },
  },

  /** What the server said, in the project's page: nothing is lost in any of them. */
  notices: {
    readOnly: {
      title: 'Lecture seule',
      body: 'Vous êtes lecteur de ce projet\u00a0: vous pouvez le consulter et exporter ses quantités, sans le modifier.',
    },
    revoked: {
      title: 'Votre accès à ce projet a été retiré',
      body: 'Le projet est maintenant en lecture seule dans ce navigateur. Rien n’est perdu\u00a0: vos modifications qui n’avaient pas été envoyées y restent. Exportez-les, ou demandez à un économiste du projet de vous redonner accès.',
    },
    deleted: {
      title: 'Ce projet a été supprimé par {name}',
      body: 'Sa copie dans ce navigateur reste consultable en lecture seule\u00a0: vous pouvez l’exporter ou en faire une sauvegarde.',
    },
    tooLarge: {
      title: 'Le projet dépasse la taille admise par le serveur',
      body: 'Vos dernières modifications restent dans ce navigateur mais n’ont pas été envoyées. Faites une version pour alléger l’historique, ou demandez à l’administrateur du serveur d’augmenter la limite.',
    },
    refusedPrice: {
      title: 'Modification refusée par le serveur',
      body: 'Seul un économiste du projet peut changer les prix\u00a0: le prix de «\u00a0{article}\u00a0» est revenu à {price}.',
    },
    signedOut: {
      title: 'Vous n’êtes pas connecté à votre compte Metr',
      body: 'Ce projet partagé reste consultable dans ce navigateur, en lecture seule jusqu’à votre connexion. Rien n’est perdu.',
    },
    refusedUnreadable: {
      title: 'Modification refusée par le serveur',
      body: 'Le serveur n’a pas pu lire une modification envoyée par ce navigateur\u00a0: elle a été annulée ici aussi. Le reste de votre travail est enregistré.',
    },
    export: 'Exporter les quantités',
    backup: 'Faire une sauvegarde',
  },

  /** A field a colleague changed while you changed it too: in the measurement's properties. */
  conflict: {
    title: 'Modifié par un collègue',
    body: '{name} a changé «\u00a0{field}\u00a0» {when}, en même temps que vous.',
    theirs: 'Valeur retenue\u00a0: {value}',
    mine: 'Votre valeur\u00a0: {value}',
    keepMine: 'Reprendre ma valeur',
    keepTheirs: 'Garder la sienne',
    /** The colleague, when their journal entry did not come with the change. */
    someone: 'Un collègue',
    /** When their entry did not say. */
    justNow: 'à l’instant',
    at: 'à {time}',
    /** The fields a conflict names; any other is « un champ ». */
    fields: {
      label: 'Nom',
      color: 'Couleur',
      points: 'Tracé',
      articleId: 'Article',
      links: 'Articles liés',
      localisation: 'Localisation',
      labelOffset: 'Position de l’étiquette',
      name: 'Nom',
      value: 'Valeur',
      prix_unitaire: 'Prix unitaire',
      vatRate: 'Taux de TVA',
      designation: 'Désignation',
    } as Record<string, string>,
    otherField: 'un champ',
    removed: '(supprimée)',
  },

  /** The page of a shared project that is not (yet) in this browser, or that cannot be opened here. */
  project: {
    arriving: {
      title: 'Réception du projet partagé',
      body: 'Le projet arrive depuis le serveur Metr de votre cabinet\u00a0: ses plans et ses métrés s’affichent dès qu’ils sont là.',
      status: 'Réception du projet…',
    },
    checking: 'Recherche du projet parmi ceux partagés avec vous…',
    signedOut: {
      title: 'Connectez-vous pour ouvrir ce projet',
      body: 'Ce projet n’est pas dans ce navigateur. S’il a été partagé avec vous, connectez-vous à votre compte Metr pour le recevoir.',
    },
    noAccess: {
      title: 'Projet introuvable',
      body: 'Ce projet n’est pas dans ce navigateur, et il n’est pas partagé avec votre compte. Demandez à un économiste du projet de vous y donner accès.',
    },
    offline: {
      title: 'Le serveur Metr ne répond pas',
      body: 'Ce projet n’est pas encore dans ce navigateur\u00a0: il faut le serveur pour le recevoir une première fois. Réessayez une fois la connexion revenue.',
    },
    back: 'Retour aux projets',
    retry: 'Réessayer',
  },

  /** A plan of a shared project whose file is fetched from the server the first time it is opened here. */
  planFetch: {
    progress: 'Téléchargement du plan depuis le serveur…',
    progressLabel: 'Téléchargement du plan',
    offline:
      'Le plan n’a pas pu être téléchargé\u00a0: le serveur Metr ne répond pas. Il le sera au retour de la connexion.',
    notFound:
      'Le serveur n’a pas ce plan, ou vous n’y avez pas accès\u00a0: demandez à la personne qui l’a importé de partager le projet à nouveau.',
    mismatch: 'Le fichier reçu ne correspond pas au plan attendu\u00a0: il n’a pas été gardé. Réessayez.',
    storage:
      'Le plan a été reçu mais ce navigateur n’a plus de place pour le garder\u00a0: libérez de l’espace, puis réessayez.',
    retry: 'Réessayer',
  },
};
