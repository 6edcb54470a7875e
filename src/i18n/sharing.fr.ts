/**
 * Team sharing (issue 30): the share dialog, the roles, who is on the project, the connection's state and what the
 * server may refuse. Typography as in ./fr.ts (checked by ./fr.test.ts): ’, « » with no-break spaces, a no-break
 * space before : and a narrow one before ; ! ?. `{name}` placeholders are filled with interpolate (./format.ts).
 * Plural pairs follow Intl.PluralRules('fr-FR'): 0 and 1 take `one`.
 */
import type { ProjectRole } from '../domain/sharing/contract';
import { shareActionFr } from './shareAction.fr';
import { viewerFr } from './viewer.fr';

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
    action: shareActionFr.action,
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

  /**
   * A shared project's work not sent yet, on the project list (routes/workspace/sharing/backgroundSend.ts sends it
   * from any page): while it goes, offline and refused, the list reuses `status` and the notices' titles.
   */
  unsent: {
    waiting: 'Modifications non envoyées',
    /** Another account's, left in this browser: sent only once they sign in again here. */
    otherAccount: 'Modifications de {name} non envoyées',
  },

  /** Deleting a shared project: for the whole team (an économiste only), or this browser's copy only. */
  deleteShared: {
    title: 'Supprimer le projet partagé «\u00a0{name}\u00a0»\u202f?',
    lead: 'Ce projet est partagé avec votre cabinet. Choisissez ce que vous supprimez.',
    here: 'Retirer de cet appareil',
    hereBody:
      'Seule la copie de ce navigateur est supprimée. Le projet reste partagé\u00a0: vos collègues continuent d’y travailler et vous le retrouverez dans «\u00a0Partagés avec moi\u00a0».',
    everyone: 'Supprimer pour toute l’équipe',
    everyoneBody:
      'Le projet, ses plans et ses métrés sont supprimés du serveur Metr\u00a0: plus personne ne pourra l’ouvrir, et chez vos collègues qui l’ont ouvert, il passe en lecture seule. Cette suppression ne peut pas être annulée.',
    /** Why the button is disabled. */
    everyoneDenied:
      'Vous êtes {role} sur ce projet\u00a0: seul un économiste du projet peut le supprimer pour toute l’équipe.',
    everyoneUnknown: 'Votre rôle sur ce projet n’a pas pu être vérifié\u00a0: {reason}',
    notMember: 'vous n’en êtes plus membre.',
    checking: 'Vérification de votre rôle sur ce projet…',
    deleting: 'Suppression…',
    cancel: 'Annuler',
    /** Announced once the server deleted it (no « Annuler »: the team's copy is gone). */
    done: 'Projet «\u00a0{name}\u00a0» supprimé pour toute l’équipe.',
  },

  /** Who is on the project, and where. */
  presence: {
    label: 'Sur ce projet',
    count: { one: '{count}\u00a0personne sur ce projet', other: '{count}\u00a0personnes sur ce projet' },
    you: '{name} (vous)',
    onSheet: 'sur «\u00a0{sheet}\u00a0»',
    onProject: 'sur la liste des plans',
    idle: 'inactif',
    /** The header's button: how many, then who. */
    summary: '{count}\u00a0: {names}',
    /** The people not drawn in the header, after the initials. */
    overflow: '+{count}',
  },

  /** What the server said, in the project's page: nothing is lost in any of them. */
  notices: {
    readOnly: {
      title: 'Lecture seule',
      body: 'Vous êtes lecteur de ce projet\u00a0: vous pouvez le consulter et exporter ses quantités, sans le modifier.',
    },
    revoked: {
      title: 'Votre accès à ce projet a été retiré',
      body: 'Le projet est maintenant en lecture seule dans ce navigateur. Rien n’est perdu\u00a0: vos modifications qui n’avaient pas été envoyées y restent. Continuez sur ce projet sans partage, exportez-les, ou demandez à un économiste du projet de vous redonner accès.',
    },
    deleted: {
      title: 'Ce projet a été supprimé par {name}',
      /** The server does not say who deleted it: only an économiste may. */
      titleUnnamed: 'Ce projet a été supprimé par un économiste',
      body: 'Sa copie dans ce navigateur reste consultable en lecture seule\u00a0: vous pouvez l’exporter ou en faire une sauvegarde.',
    },
    /** An économiste changed this person's role while they had the project open. */
    roleChanged: {
      title: 'Votre rôle sur ce projet est maintenant «\u00a0{role}\u00a0»',
      role: { economiste: 'économiste', metreur: 'métreur', lecteur: 'lecteur' },
      body: {
        economiste: 'Vous pouvez maintenant tout modifier, prix compris.',
        metreur:
          'Vous continuez à mesurer et à relier les articles\u202f; seul un économiste peut modifier les prix de ce projet, leurs champs sont désactivés.',
        lecteur:
          'Le projet est maintenant en lecture seule pour vous\u00a0: vous pouvez le consulter et exporter ses quantités. Rien n’est perdu dans ce navigateur.',
      },
    },
    tooLarge: {
      title: 'Le projet dépasse la taille admise par le serveur',
      body: 'Vos dernières modifications restent dans ce navigateur mais le serveur les refuse\u00a0: la synchronisation de ce projet est arrêtée ici. Revenez à la version de l’équipe (vos modifications non envoyées sont gardées dans une copie du projet), continuez sur ce projet sans partage ou exportez-le, et demandez à l’administrateur du serveur d’augmenter la limite.',
    },
    refusedPrice: {
      title: 'Modification refusée par le serveur',
      body: 'Seul un économiste du projet peut changer les prix\u00a0: le prix de «\u00a0{article}\u00a0» est revenu à {price}.',
    },
    signedOut: {
      title: 'Vous n’êtes pas connecté à votre compte Metr',
      body: 'Ce projet partagé reste consultable dans ce navigateur, en lecture seule jusqu’à votre connexion. Rien n’est perdu.',
    },
    /** Another account, signed in on this browser before, left changes unsent here: they go first, under their name. */
    otherAccount: {
      title: 'Des modifications de {name} attendent d’être envoyées',
      body: '{name} a modifié ce projet dans ce navigateur sans que ses modifications atteignent le serveur Metr. Elles ne peuvent partir que sous son compte : le projet reste ici en lecture seule jusqu’à ce que {name} se reconnecte sur ce navigateur. Rien n’est perdu ; vous pouvez l’exporter ou en faire une sauvegarde.',
    },
    refusedUnreadable: {
      title: 'Modification refusée par le serveur',
      body: 'Le serveur n’a pas pu lire une modification envoyée par ce navigateur\u00a0: la synchronisation de ce projet est arrêtée ici. Rien n’est perdu\u00a0: revenez à la version de l’équipe (vos modifications non envoyées sont gardées dans une copie du projet), continuez sur ce projet sans partage ou exportez-le.',
    },
    /** A change of this browser gave a step of the history to another member (a tampered client): refused whole. */
    refusedAuthor: {
      title: 'Modification refusée par le serveur',
      body: 'Une modification envoyée par ce navigateur attribuait une étape de l’historique à un autre membre de l’équipe : le serveur l’a refusée et la synchronisation de ce projet est arrêtée ici. Rien n’est perdu : revenez à la version de l’équipe (vos modifications non envoyées sont gardées dans une copie du projet), continuez sur ce projet sans partage ou exportez-le.',
    },
    /** Plans imported into the shared project in this browser, on their way to the server (planSender.ts). */
    plansSending: {
      title: 'Envoi des plans à l’équipe',
      bodyOne:
        'Un plan importé dans ce navigateur part vers le serveur Metr\u00a0: {sent} sur {total}. Vos collègues le verront une fois envoyé\u202f; gardez ce projet ouvert.',
      bodyMany:
        '{plans} plans importés dans ce navigateur partent vers le serveur Metr\u00a0: {sent} sur {total}. Vos collègues les verront une fois envoyés\u202f; gardez ce projet ouvert.',
    },
    /** The server refused one of them (size, quota, rights): named, with « Réessayer ». */
    plansRefused: {
      title: 'Un plan n’a pas pu être envoyé à l’équipe',
      body: '{message} Vos collègues ne le verront pas tant qu’il n’est pas envoyé\u202f; rien n’est perdu dans ce navigateur.',
      retry: 'Réessayer l’envoi',
    },
    /** After a change refused as too large or unreadable: the project goes on here, unshared, every row kept. */
    keepUnshared: 'Continuer sans partage',
    /**
     * After a change refused as too large or unreadable: the team's version opened again from the server, what this
     * browser had not sent kept in a local copy of the project, under this name.
     */
    restoreTeam: {
      action: 'Revenir à la version de l’équipe',
      copyName: '{name} — modifications non envoyées',
      done: 'Version de l’équipe rouverte. Vos modifications non envoyées sont gardées dans le projet «\u00a0{name}\u00a0».',
      openCopy: 'Ouvrir la copie',
      failed:
        'La version de l’équipe n’a pas pu être rouverte\u00a0: rien n’a été modifié dans ce navigateur. Réessayez.',
    },
    /** The move failed (the disk): nothing was written, the button may be pressed again. */
    keepUnsharedFailed:
      'Le projet n’a pas pu être repris sans partage\u00a0: rien n’a été modifié dans ce navigateur. Réessayez.',
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
    /** A colleague whose account was deleted since (their name erased from the project). */
    formerMember: 'Ancien membre',
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
    // The viewer says them (viewer.fr.ts), where the plan is shown.
    offline: viewerFr.errors.planOffline,
    notFound: viewerFr.errors.planNotFound,
    mismatch: viewerFr.errors.planMismatch,
    storage: viewerFr.errors.planStorage,
    retry: 'Réessayer',
  },
  /** A person's account on the Metr server: only for shared projects (working alone needs none). */
  account: {
    title: 'Compte Metr et cabinet',
    open: 'Compte et cabinet',
    lead: 'Un compte n’est utile que pour partager des projets avec votre cabinet. Seul, vous travaillez sans compte\u00a0: vos projets restent dans ce navigateur.',
    email: 'Adresse e-mail',
    emailDescription: 'Celle de votre compte Metr, ou celle à laquelle un projet vous a été partagé.',
    sendLink: 'Recevoir un lien de connexion',
    sending: 'Envoi du lien…',
    usePassword: 'Se connecter avec un mot de passe',
    useLink: 'Recevoir plutôt un lien par e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    signingIn: 'Connexion…',
    sentTitle: 'Consultez votre messagerie',
    sent: 'Si l’adresse {email} a un compte Metr, ou peut en ouvrir un, un lien de connexion vient de lui être envoyé. Il est valable 15\u00a0minutes et ne sert qu’une fois. Rien n’arrive\u202f? Vérifiez l’adresse et les courriers indésirables.',
    otherAddress: 'Utiliser une autre adresse',
    offTitle: 'Le partage n’est pas activé sur ce serveur',
    off: 'Ce serveur Metr ne gère pas de comptes\u00a0: vous pouvez continuer à travailler seul, vos projets restent dans ce navigateur. Pour partager, demandez à l’administrateur du serveur d’activer le partage.',
    signedInAs: 'Connecté en tant que {email}',
    signOut: 'Se déconnecter',
    /** Asked before signing out when this person's changes to shared projects have not reached the server. */
    signOutUnsent: {
      title: 'Des modifications ne sont pas encore envoyées',
      one: 'Vos modifications d’un projet partagé n’ont pas encore atteint le serveur Metr. Elles restent dans ce navigateur et partiront à votre prochaine connexion ici ; d’ici là, vos collègues ne les voient pas, et un autre compte connecté sur ce navigateur ne pourra pas modifier ce projet.',
      other:
        'Vos modifications de {count} projets partagés n’ont pas encore atteint le serveur Metr. Elles restent dans ce navigateur et partiront à votre prochaine connexion ici ; d’ici là, vos collègues ne les voient pas, et un autre compte connecté sur ce navigateur ne pourra pas modifier ces projets.',
      confirm: 'Se déconnecter quand même',
      cancel: 'Rester connecté',
    },
    signedOut: 'Vous êtes déconnecté du serveur Metr. Vos projets restent dans ce navigateur.',
    loading: 'Lecture de votre compte…',
    errors: {
      emailMissing: 'Saisissez votre adresse e-mail.',
      emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@cabinet.fr.',
      passwordMissing: 'Saisissez votre mot de passe.',
      badCredentials: 'Adresse e-mail ou mot de passe incorrect. Vous pouvez aussi recevoir un lien de connexion.',
    },
  },

  /** The account's password: set one (signed in by a link), or change it. */
  password: {
    title: 'Mot de passe',
    leadNone:
      'Vous vous connectez avec un lien reçu par e-mail. Un mot de passe vous permet aussi de vous connecter sans attendre de message.',
    leadSet: 'Vous vous connectez avec votre mot de passe, ou avec un lien reçu par e-mail.',
    define: 'Définir un mot de passe',
    change: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    forgotten:
      'Oublié\u202f? Déconnectez-vous, puis reconnectez-vous avec un lien reçu par e-mail\u00a0: pendant 15\u00a0minutes, vous pourrez en choisir un nouveau sans l’ancien.',
    new: 'Nouveau mot de passe',
    newDescription:
      'Entre 8 et 128\u00a0caractères. Une phrase de quelques mots est plus sûre qu’un mot compliqué, et plus facile à retenir.',
    save: 'Enregistrer le mot de passe',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    saved: 'Mot de passe enregistré. Vos sessions ouvertes dans d’autres navigateurs ont été fermées.',
    errors: {
      currentMissing: 'Saisissez votre mot de passe actuel.',
      currentWrong: 'Mot de passe actuel incorrect.',
      length: 'Le mot de passe doit contenir entre 8 et 128\u00a0caractères.',
    },
  },

  /** The person's own data on the server (RGPD articles 15, 17, 20): downloaded, or the account deleted. */
  accountData: {
    title: 'Vos données',
    lead: 'Le serveur Metr garde votre adresse, votre cabinet, vos projets partagés avec votre rôle et les dates de vos connexions. Vous pouvez les télécharger, ou supprimer votre compte.',
    download: 'Télécharger mes données',
    downloading: 'Préparation du fichier…',
    downloaded: 'Vos données sont téléchargées\u00a0: un fichier JSON, lisible dans un éditeur de texte.',
    delete: 'Supprimer mon compte',
    confirmTitle: 'Supprimer votre compte\u202f?',
    consequences: [
      'Votre adresse, vos sessions et vos liens de connexion sont effacés du serveur\u00a0: vous êtes déconnecté sur tous vos appareils.',
      'Vous quittez les projets partagés avec vous, et les projets dont vous êtes le seul membre sont supprimés du serveur.',
      'Dans les projets de l’équipe, vos étapes restent dans l’historique, attribuées à «\u00a0Ancien membre\u00a0».',
      'Votre inscription à la bêta (nom, téléphone) est effacée aussi.',
      'Les projets enregistrés dans ce navigateur restent sur cet appareil.',
    ],
    email: 'Votre adresse e-mail',
    emailDescription: 'Saisissez {email} pour confirmer.',
    current: 'Mot de passe actuel',
    currentDescription: 'Votre mot de passe confirme que c’est bien vous qui supprimez ce compte.',
    confirm: 'Supprimer définitivement mon compte',
    deleting: 'Suppression…',
    cancel: 'Annuler',
    /** An account without a password, signed in more than 15 minutes ago by a link: a fresh link proves it is theirs. */
    freshLinkTitle: 'Reconnectez-vous par un lien pour confirmer',
    freshLink:
      'Votre compte n’a pas de mot de passe\u00a0: pour confirmer que c’est bien vous, déconnectez-vous, reconnectez-vous avec le lien reçu par e-mail, puis supprimez votre compte dans les 15\u00a0minutes.',
    soleTitle: 'Votre compte n’est pas supprimé',
    soleLead: 'Vous êtes le seul économiste de ces projets partagés, où d’autres personnes travaillent\u00a0:',
    soleNext:
      'Dans chacun, nommez un autre économiste («\u00a0Partager ce projet\u00a0»), ou supprimez-le pour toute l’équipe, puis supprimez votre compte.',
    deleted:
      'Votre compte est supprimé. Vous êtes déconnecté sur tous vos appareils. Les projets de ce navigateur restent sur cet appareil.',
    errors: {
      emailMissing: 'Saisissez votre adresse e-mail pour confirmer.',
      emailWrong: 'Ce n’est pas l’adresse de votre compte\u00a0: saisissez {email}.',
      currentMissing: 'Saisissez votre mot de passe actuel.',
      currentWrong: 'Mot de passe actuel incorrect.',
      freshLink:
        'Reconnectez-vous d’abord avec un lien reçu par e-mail, puis supprimez votre compte dans les 15\u00a0minutes.',
      deleteOffline:
        'Le serveur Metr ne répond pas\u00a0: votre compte n’a pas été supprimé. Réessayez une fois la connexion revenue.',
      downloadOffline: 'Le serveur Metr ne répond pas\u00a0: réessayez une fois la connexion revenue.',
    },
  },

  /** The firm: projects are shared within one. */
  firm: {
    title: 'Votre cabinet',
    lead: 'Les projets se partagent au sein d’un cabinet. Créez le vôtre\u00a0: vous en serez l’administrateur et pourrez y ajouter vos collègues.',
    name: 'Nom du cabinet',
    create: 'Créer le cabinet',
    creating: 'Création du cabinet…',
    nameMissing: 'Saisissez le nom de votre cabinet.',
    nameTooLong: 'Le nom du cabinet ne peut pas dépasser 120\u00a0caractères.',
    membersLabel: 'Membres du cabinet',
    admin: 'administrateur',
    you: 'vous',
    addHeading: 'Ajouter un membre',
    email: 'Adresse e-mail',
    emailDescription: 'Cette personne pourra recevoir les projets partagés avec le cabinet.',
    add: 'Ajouter',
    alreadyMember: '{email} fait déjà partie du cabinet.',
    notAdmin: 'Seul un administrateur du cabinet peut y ajouter des membres.',
    added: '{email} fait maintenant partie du cabinet.',
    created: 'Cabinet «\u00a0{name}\u00a0» créé.',
  },

  /** « Partager ce projet », from the project's page to a shared project. */
  shareFlow: {
    needAccount: 'Pour partager ce projet, connectez-vous d’abord à votre compte Metr.',
    needFirm: 'Pour partager ce projet, créez d’abord votre cabinet.',
    loading: 'Lecture du partage…',
    preparing: 'Préparation des plans…',
    progress: '{sent} sur {size} envoyés — fichier {current} sur {total}',
    cancel: 'Annuler l’envoi',
    cancelled:
      'Envoi annulé\u00a0: le projet n’est pas partagé. Rien n’est perdu\u202f; en reprenant, les plans déjà envoyés ne le seront pas une seconde fois.',
    missing: 'Plans absents de ce navigateur, non envoyés\u00a0: {names}.',
    fileFailed: '«\u00a0{file}\u00a0»\u00a0: {message}',
    readFailed:
      'Les plans de ce projet n’ont pas pu être lus dans ce navigateur\u00a0: le projet n’a pas été partagé. Rechargez la page puis réessayez.',
    megabytes: '{value}\u00a0Mo',
    sharedWithMe: 'Partagés avec moi',
    sharedWithMeEmpty: 'Aucun projet n’est partagé avec vous pour l’instant.',
    yourRole: 'Votre rôle\u00a0: {role}',
    sharedSignedOut: 'Des projets partagés par votre cabinet\u202f? Connectez-vous pour les retrouver ici.',
    sharedUnavailable: 'Les projets partagés n’ont pas pu être lus\u00a0: {message}',
    /** Every failure of the server's API, by kind (src/workspace/sharing/api.ts). */
    errors: {
      offline:
        'Le serveur Metr ne répond pas. Vérifiez votre connexion puis réessayez\u00a0: rien n’est perdu dans ce navigateur.',
      off: 'Le partage n’est pas activé sur ce serveur.',
      unauthenticated: 'Votre session a pris fin\u00a0: connectez-vous de nouveau.',
      forbidden: 'Votre rôle ne permet pas cette action.',
      notFound: 'Ce projet n’est plus partagé avec vous, ou n’existe plus sur le serveur.',
      lastEconomiste: 'Le projet doit garder au moins un économiste\u00a0: donnez ce rôle à quelqu’un d’autre d’abord.',
      conflict: 'Cette action n’est plus possible\u00a0: rechargez la page.',
      invalid: 'Le serveur a refusé ces informations\u00a0: vérifiez-les.',
      tooLarge: 'Ce fichier dépasse la taille maximale d’un plan sur le serveur.',
      quota:
        'L’espace de stockage de votre cabinet est plein\u00a0: le projet n’a pas été partagé. Rien n’est perdu dans ce navigateur.',
      rateLimited: 'Trop de tentatives. Réessayez dans {minutes}\u00a0min.',
      server:
        'Le serveur Metr a rencontré une erreur. Réessayez dans un instant\u00a0: rien n’est perdu dans ce navigateur.',
    },
  },
};
