/**
 * The words of plan import and of the sheet list, in French, loaded with the workspace. Typography as in ./fr.ts
 * (checked by ./fr.test.ts): ’, « » with no-break spaces, a no-break space before : and a narrow one before ; ! ?.
 * `{name}` placeholders are filled by ./importMessages.ts. Plural pairs follow Intl.PluralRules('fr-FR'): 0 and 1
 * take `one`.
 */
import type { PdfFailureReason } from '../workspace/import/types';

export const importFr = {
  dropZone: {
    /**
     * Names the drop zone's hidden button (which also takes a paste of files), before the label: react-aria's own
     * name for it is « DropZone », in every language.
     */
    zone: 'Zone de dépôt',
    /** Names the drop zone (its hidden button, which also takes a paste of files). */
    label: 'Déposez vos plans PDF ici',
    or: 'ou',
    pick: 'Importer des plans',
    hint: 'Fichiers PDF, plusieurs à la fois, 200\u00a0Mo au plus chacun.',
    dropTarget: 'Relâchez pour importer',
    received: {
      one: '{count} fichier reçu\u00a0: {names}.',
      other: '{count} fichiers reçus\u00a0: {names}.',
    },
  },
  progress: {
    heading: 'Imports',
    step: {
      queued: 'En attente',
      reading: 'Lecture du fichier…',
      opening: 'Ouverture du PDF…',
      analysing: 'Analyse de la page {page} sur {count}…',
      question: 'En attente de votre réponse',
      /** A CAD file without a unit, waiting for the unit question's answer (CadUnitQuestion). */
      unit: 'En attente de l’unité du dessin',
      pairing: 'En attente de l’association des pages',
      saving: 'Enregistrement…',
      /** A CAD drawing's steps: `opening` is reading the DXF or converting the DWG, `analysing` drawing its sheets. */
      drawing: {
        dxf: 'Lecture du dessin DXF…',
        dwg: 'Conversion du DWG sur votre serveur Metr…',
        analysing: 'Mise en page du dessin…',
      },
    },
    done: { one: '{count} plan importé', other: '{count} plans importés' },
    doneRevision: {
      one: '{count} plan importé comme nouvel indice',
      other: '{count} plans importés comme nouvel indice',
    },
    /** A new indice: pages that followed a sheet, and pages that became sheets of their own. */
    doneIndice: {
      one: '{count} plan importé comme nouvel indice',
      other: '{count} plans importés comme nouvel indice',
    },
    /** After doneIndice, the pages that became sheets of their own: « 2 plans importés comme nouvel indice, 1 nouveau plan ». */
    doneIndiceAndNew: '{indice}, {added}',
    addedSheets: { one: '{count} nouveau plan', other: '{count} nouveaux plans' },
    /**
     * After a CAD file's summary, its layouts that could not be read (the « CAO » tab's CadUnreadLayoutsNotice says
     * the same on its first sheet): « 2 plans importés, 1 présentation illisible non importée ».
     */
    doneAndMore: '{done}, {more}',
    unreadLayouts: {
      one: '{count}\u00a0présentation illisible non importée',
      other: '{count}\u00a0présentations illisibles non importées',
    },
    /**
     * After a CAD file's summary, the other files it draws by reference and does not hold (the « CAO » tab's
     * CadMissingXrefsNotice names them): « 2 plans importés, 2 références externes absentes ».
     */
    missingXrefs: {
      one: '{count}\u00a0référence externe absente',
      other: '{count}\u00a0références externes absentes',
    },
    /** The other files it draws by reference, imported with it (CadDrawnXrefsNotice names them). */
    drawnXrefs: {
      one: '{count}\u00a0référence externe dessinée',
      other: '{count}\u00a0références externes dessinées',
    },
    skipped: 'Ignoré, déjà dans le projet',
    /** A CAD file left out at the unit question (« Ne pas importer ce fichier », Échap). */
    skippedNoUnit: 'Non importé, son unité n’a pas été choisie',
    cancelled: 'Import annulé',
    cancel: 'Annuler l’import de «\u00a0{name}\u00a0»',
    cancelAll: 'Tout annuler',
    clear: 'Effacer les imports terminés',
    dismiss: 'Retirer «\u00a0{name}\u00a0» de la liste',
    /** Read by screen readers when a file settles. */
    announce: '«\u00a0{name}\u00a0»\u00a0: {outcome}.',
  },
  /** Why a file was not imported: each names the file and the reason. */
  errors: {
    notPdf: '«\u00a0{name}\u00a0» n’est pas un plan PDF, DXF ou DWG.',
    empty: '«\u00a0{name}\u00a0» est vide.',
    tooLarge: '«\u00a0{name}\u00a0» dépasse 200\u00a0Mo.',
    corrupt: '«\u00a0{name}\u00a0» est endommagé ou incomplet.',
    password: '«\u00a0{name}\u00a0» est protégé par un mot de passe.',
    tooManyPages: '«\u00a0{name}\u00a0» dépasse {maxPages}\u00a0pages\u00a0: il n’a pas été importé.',
    tooComplex:
      'Ce plan dépasse ce qu’un navigateur peut dessiner\u00a0: une page de «\u00a0{name}\u00a0» contient plus de {maxOperators}\u00a0opérations de dessin. Il n’a pas été importé.',
    timeout:
      'L’analyse de «\u00a0{name}\u00a0» a dépassé {seconds}\u00a0secondes pour une étape\u00a0: elle a été arrêtée et le fichier n’a pas été importé.',
    quota: 'L’espace de stockage du navigateur est plein\u00a0: «\u00a0{name}\u00a0» n’a pas été importé.',
    storageUnavailable:
      'Le stockage du navigateur n’est pas disponible\u00a0: «\u00a0{name}\u00a0» n’a pas été importé.',
    projectMissing: 'Ce projet a été supprimé\u00a0: «\u00a0{name}\u00a0» n’a pas été importé.',
    unreadable: '«\u00a0{name}\u00a0» n’a pas pu être lu.',
    engineFailed: '«\u00a0{name}\u00a0» n’a pas pu être analysé.',
    unknown: '«\u00a0{name}\u00a0» n’a pas pu être importé.',
    indiceOutdated:
      'Un plan associé à «\u00a0{name}\u00a0» a été supprimé ou a reçu un autre indice entre-temps\u00a0: rien n’a été importé.',
  } satisfies Record<PdfFailureReason, string>,
  /** What to do about it, under the message. */
  hints: {
    notPdf: 'Metr importe les plans au format PDF, DXF ou DWG.',
    empty: 'Le fichier ne contient aucune donnée. Demandez-en une nouvelle copie.',
    tooLarge: 'Scindez le jeu de plans en plusieurs fichiers, ou exportez-le avec des images moins lourdes.',
    corrupt: 'Le téléchargement a peut-être été interrompu. Demandez une nouvelle copie du fichier.',
    password:
      'Ouvrez-le avec son mot de passe et enregistrez-en une copie sans protection (Imprimer → Enregistrer au format PDF), puis importez cette copie.',
    tooManyPages: 'Scindez le jeu de plans en plusieurs fichiers, par lot ou par niveau, puis importez-les.',
    tooComplex:
      'Un fichier de quelques Mo peut contenir des millions de traits. Exportez de nouveau le plan (PDF aplati, sans trames superflues) ou demandez-en une autre version.',
    timeout:
      'Le fichier est trop lourd pour ce navigateur, ou l’ordinateur est très occupé. Fermez d’autres onglets, puis réessayez.',
    quota: 'Supprimez des plans ou des projets dont vous n’avez plus besoin, puis réessayez.',
    storageUnavailable:
      'La navigation privée ou les réglages du navigateur empêchent l’enregistrement. Rechargez la page, puis réessayez.',
    projectMissing: 'Annulez la suppression depuis la liste des projets pour le retrouver.',
    unreadable: 'Il a peut-être été déplacé, renommé ou modifié depuis. Choisissez-le de nouveau.',
    engineFailed: 'Le lecteur de PDF s’est arrêté, souvent faute de mémoire. Fermez d’autres onglets, puis réessayez.',
    unknown:
      'Réessayez. Si le problème persiste, ouvrez le fichier dans un lecteur PDF pour vérifier qu’il est lisible.',
    indiceOutdated: 'Importez de nouveau le fichier comme nouvel indice pour refaire l’association des pages.',
  } satisfies Record<PdfFailureReason, string>,
  duplicate: {
    title: 'Ce plan est déjà dans le projet',
    /** The same name as the file already there. */
    sameName: '«\u00a0{name}\u00a0» est déjà dans ce projet (importé le {date}).',
    /** Same bytes under another name. */
    otherName:
      '«\u00a0{name}\u00a0» est identique à «\u00a0{existing}\u00a0», déjà dans ce projet (importé le {date}).',
    revisionHint: 'Un nouvel indice garde l’ancien, pour comparer les deux versions du plan.',
    dateTime: '{date} à {time}',
    skip: 'Ignorer',
    revision: 'Ajouter comme nouvel indice',
    applyToOthers: {
      one: 'Faire de même pour l’autre fichier déjà importé',
      other: 'Faire de même pour les {count} autres fichiers déjà importés',
    },
  },
  /** Importing a file as the new indice of the project's sheets (issue 27): what the pairing step says. */
  indice: {
    pick: 'Importer un nouvel indice',
    /** Why nothing is paired yet (PairingNotice). */
    notice: {
      noSheets:
        'Le projet n’a encore aucun plan\u00a0: les pages de «\u00a0{name}\u00a0» ne peuvent être le nouvel indice d’aucun plan.',
      nonePaired:
        'Aucune page de «\u00a0{name}\u00a0» n’a pu être associée à un plan du projet, ni par son numéro, ni par son nom, ni par l’ordre des pages.',
    },
    noticeHint: {
      noSheets: 'Importez-les comme nouveaux plans, ou annulez.',
      nonePaired: 'Associez chaque page à son plan à la main, ou importez-les comme nouveaux plans.',
    },
    /** A page whose paper size differs from the sheet it follows. */
    sizeMismatch:
      'La page\u00a0{page} ({pageSize}) n’a pas le format du plan «\u00a0{sheet}\u00a0» ({sheetSize})\u00a0: si l’alignement automatique échoue, vous pourrez aligner les deux indices à la main.',
    /** Width × height in millimetres. */
    size: '{width}\u00a0×\u00a0{height}\u00a0mm',
    /** Why a pairing cannot be saved (PairingProblem). */
    problem: {
      pagesMismatch: 'Chaque page du fichier doit être associée à un plan, ou importée comme nouveau plan.',
      unknownSheet: 'Un des plans choisis n’est plus dans le projet, ou a déjà reçu un nouvel indice.',
      sheetTwice:
        'Le plan «\u00a0{sheet}\u00a0» est associé à deux pages\u00a0: une seule peut en être le nouvel indice.',
    },
  },
  storage: {
    label: 'Espace de stockage',
    used: '{used} utilisés',
    usedOfQuota: '{used} utilisés sur {quota} disponibles',
    plans: 'dont {size} de plans',
    reclaimable: '{size} de plans supprimés, gardés pour pouvoir annuler',
    unknown: 'Espace utilisé inconnu',
    persistent: 'Les données sont conservées par le navigateur.',
  },
  /** Decimal units, as the 200 Mo limit: a file shown as « 199 Mo » is never refused for being over 200 Mo. */
  units: { byte: 'octet', bytes: 'octets', kilo: 'Ko', mega: 'Mo', giga: 'Go' },
  sheets: {
    heading: 'Plans du projet',
    count: { one: '{count} plan', other: '{count} plans' },
    empty: 'Aucun plan pour l’instant.',
    emptyHint:
      'Importez les PDF, DXF ou DWG du projet\u00a0: chaque page d’un PDF devient un plan, comme l’espace objet d’un DXF ou d’un DWG et chacune de ses présentations.',
    loading: 'Chargement des plans…',
    source: '{file} · p.\u00a0{page}',
    /** Under a thumbnail of the viewer's strip. */
    page: 'Page {page}',
    /** A CAD file's sheet (issue 28): its model space, not a page. */
    cadSource: '{file} · espace objet',
    cadPage: 'Espace objet ({format})',
    /** A CAD file's paper-space layout sheet (its name is the layout's). */
    cadLayoutSource: '{file} · présentation',
    cadLayoutPage: 'Présentation ({format})',
    /** The revision index printed on the plan. */
    revision: 'Indice {revision}',
    /** A file imported as a new revision of another. */
    revisionOf: 'Nouvel indice de «\u00a0{file}\u00a0»',
    uncalibrated: 'Non étalonné',
    /** A sheet calibrated by a standard scale. */
    ratio: 'Échelle 1/{denominator}',
    /** A sheet calibrated by two points and a distance. */
    calibrated: 'Étalonné',
    stripLabel: 'Plans',
    noThumbnail: 'Aperçu indisponible',
    open: 'Ouvert',
    rename: 'Renommer «\u00a0{name}\u00a0»',
    nameField: 'Nom du plan',
    save: 'Enregistrer le nom',
    cancelRename: 'Annuler le renommage',
    nameEmpty: 'Saisissez un nom.',
    nameTooLong: 'Le nom ne doit pas dépasser {max} caractères.',
    delete: 'Supprimer «\u00a0{name}\u00a0»',
    deleteTitle: 'Supprimer ce plan\u202f?',
    deleteMessage: '«\u00a0{name}\u00a0» sera retiré du projet.',
    deleteMeasurements: {
      one: '«\u00a0{name}\u00a0» sera retiré du projet, avec sa mesure.',
      other: '«\u00a0{name}\u00a0» sera retiré du projet, avec ses {count} mesures.',
    },
    deleteUndo: 'Vous pourrez annuler la suppression.',
    deleteConfirm: 'Supprimer le plan',
    keep: 'Conserver',
    renamed: 'Plan renommé en «\u00a0{name}\u00a0».',
    /** The notification's action after a rename or a deletion. */
    undo: 'Annuler',
    undoneRename: 'Renommage annulé\u00a0: le plan s’appelle de nouveau «\u00a0{name}\u00a0».',
    undoneDelete: '«\u00a0{name}\u00a0» est de retour dans le projet.',
    notLatest: 'Ce changement n’est plus le dernier du projet\u00a0: il n’a pas été annulé.',
    renameFailed: 'Le plan n’a pas été renommé.',
    deleteFailed: 'Le plan n’a pas été supprimé.',
    deleted: '«\u00a0{name}\u00a0» a été supprimé.',
  },
};
