/**
 * The article library's and the quantities' words, in French, loaded with the workspace. Typography as in ./fr.ts
 * (checked by ./fr.test.ts). `{name}` placeholders are filled with interpolate() from ./format.ts.
 */
import type { FormulaErrorCode } from '../domain/formula/errors';
import type { LibraryErrorCode } from '../domain/library/errors';
import type { VatRate } from '../domain/library/types';
import type { Unit } from '../domain/takeoff/quantity';
import type { MeasurementKind } from '../domain/takeoff/types';
import { accountFr } from './account.fr';

const NBSP = '\u00a0';

export const libraryFr = {
  units: {
    U: 'U (unité)',
    ml: 'ml (mètre linéaire)',
    'm²': 'm² (mètre carré)',
    'm³': 'm³ (mètre cube)',
    kg: 'kg (kilogramme)',
    t: 't (tonne)',
    h: 'h (heure)',
    ens: 'ens (ensemble)',
    forfait: 'forfait',
  } satisfies Record<Unit, string>,
  vatRates: {
    2000: `20${NBSP}%`,
    1000: `10${NBSP}%`,
    550: `5,5${NBSP}%`,
    210: `2,1${NBSP}%`,
  } satisfies Record<VatRate, string>,
  /** The article form's messages: the catalogue item's five, then the library's own. */
  validation: {
    ...accountFr.validation.catalogueItem,
    priceDecimals: 'Le prix ne peut avoir que deux décimales',
    priceTooHigh: 'Le prix est trop élevé',
    priceNotANumber: `Saisissez un prix en euros, par exemple${NBSP}: 12,50`,
    vatRequired: 'Veuillez sélectionner un taux de TVA',
    codeInvalid: 'Le numéro est fait de chiffres, éventuellement suivis d’une lettre (03 ou 03A)',
    cctpRefTooLong: 'La référence CCTP tient en 40 caractères au plus',
    titleRequired: 'Le titre est requis',
    nameRequired: 'Le nom est requis',
  },
  /** Refusals of a library or variable command (LibraryCommandError codes). */
  errors: {
    invalidCode: 'Le numéro est fait de chiffres, éventuellement suivis d’une lettre (03 ou 03A)',
    duplicateCode: 'Ce numéro est déjà pris à ce niveau',
    otherLibrary: 'Cet article ne peut pas rejoindre une autre bibliothèque',
    invalidValues: 'Ces valeurs ne sont pas valables',
    invalidName: 'Un nom commence par une lettre et ne contient que des lettres, des chiffres ou _',
    reservedName: 'Ce nom est réservé (grandeur d’une mesure, unité ou constante)',
    duplicateName: 'Une variable porte déjà ce nom',
    invalidUnit: `Unité inconnue. Exemples${NBSP}: m, cm, m², t/m³ ou rien pour un nombre`,
    invalidValue: `Saisissez un nombre, par exemple${NBSP}: 2,50`,
  } satisfies Record<LibraryErrorCode, string>,
  /** What is wrong with a formula (FormulaError codes), shown under the field with its place. */
  formula: {
    empty: `Saisissez une formule, par exemple${NBSP}: L × HSP`,
    unexpectedCharacter: `Caractère «${NBSP}{char}${NBSP}» inattendu`,
    invalidNumber: `Nombre «${NBSP}{text}${NBSP}» mal écrit. Exemple${NBSP}: 0,90`,
    missingOperand: 'Il manque une valeur ici',
    missingOperator: 'Il manque un opérateur (×, +, − ou /) avant cette valeur',
    missingClosingParenthesis: 'Cette parenthèse n’est pas refermée',
    unexpectedClosingParenthesis: 'Cette parenthèse fermante n’a pas d’ouvrante',
    unknownName: `«${NBSP}{name}${NBSP}» n’est ni une grandeur de la mesure ni une variable du projet`,
    nameNotForKind: `«${NBSP}{name}${NBSP}» n’existe pas pour {kind}. Grandeurs disponibles${NBSP}: {available}`,
    incompatibleSum: `Unités incompatibles${NBSP}: {left} {operator} {right}`,
    invalidExponent: 'Une grandeur avec unité ne s’élève qu’à une puissance entière',
    divisionByZero: 'Division par zéro',
    notFinite: 'Résultat trop grand',
    unitMismatch: 'La formule donne des {result}, l’article est en {expected}',
  } satisfies Record<FormulaErrorCode, string>,
  formulaExtra: {
    /** nameNotForKind on a quantity typed directly, which has no measurement. */
    noMeasurement: `«${NBSP}{name}${NBSP}» désigne une grandeur mesurée, mais cette quantité n’a pas de mesure`,
    /** Where the error is: « caractère 7 ». */
    at: 'caractère {position}',
    /** A dimension without unit in a message: « des nombres ». */
    number: 'nombres',
  },
  kinds: {
    count: 'un comptage',
    length: 'une longueur',
    area: 'une surface',
    wallArea: 'une surface de mur',
    volume: 'un volume',
  } satisfies Record<MeasurementKind, string>,
  quantities: {
    title: 'Quantités',
    filterSheet: 'Plan',
    filterLot: 'Lot',
    allSheets: 'Tous les plans',
    allLots: 'Tous les lots',
    tableLabel: 'Quantités par lot, chapitre et article',
    number: 'N°',
    designation: 'Désignation',
    unit: 'Unité',
    quantity: 'Quantité',
    price: 'PU HT',
    amount: 'Montant HT',
    subtotalLot: 'Sous-total lot {number}',
    subtotalChapter: 'Sous-total {number}',
    totalHt: 'Total HT',
    vat: 'TVA {rate}',
    totalTtc: 'Total TTC',
    empty: 'Aucune mesure n’est reliée à un article. Reliez vos mesures pour voir les quantités.',
    emptyFiltered: 'Aucune quantité pour ces filtres.',
    unlinked: { one: '{count} mesure reliée à aucun article', other: '{count} mesures reliées à aucun article' },
    problems: { one: '{count} lien sans quantité', other: '{count} liens sans quantité' },
    warnings: {
      one: '{count} formule dont l’unité diffère de l’article',
      other: '{count} formules dont l’unité diffère de l’article',
    },
    /** Issue 24: links whose formula's unit is not their article's: not counted. */
    unitErrors: {
      one: '{count} mesure dans une autre unité que son article, non comptée',
      other: '{count} mesures dans une autre unité que leur article, non comptées',
    },
    unitErrorsList: 'Erreurs d’unité',
    unitErrorItem: '{label} ({sheet})\u00a0: {result} pour {article}, en {expected}',
    keyboardHelp:
      'Flèches haut et bas pour parcourir, droite et gauche pour ouvrir ou fermer un lot, Entrée pour voir les mesures d’un article.',
  },
  formulaField: {
    label: 'Formule',
    description: `Grandeurs de la mesure (L, S, H…), variables du projet, nombres avec virgule. Exemple${NBSP}: L × HSP − 2 × 0,90 × 2,10`,
    result: `Résultat${NBSP}: {value}`,
    derivation: `Détail${NBSP}: {derivation}`,
    goToError: 'Aller à l’erreur',
  },
  variables: {
    title: 'Variables du projet',
    intro: 'Une variable modifiée met à jour toutes les quantités qui l’utilisent.',
    name: 'Nom',
    value: 'Valeur',
    unit: 'Unité',
    comment: 'Commentaire',
    add: 'Ajouter la variable',
    save: 'Enregistrer',
    edit: 'Modifier {name}',
    delete: 'Supprimer {name}',
    cancel: 'Annuler',
    empty: `Aucune variable. Exemple${NBSP}: HSP = 2,50 m (hauteur sous plafond).`,
    usedBy: {
      zero: 'Utilisée par aucune formule',
      one: 'Utilisée par {count} formule',
      other: 'Utilisée par {count} formules',
    },
    tableLabel: 'Variables du projet',
  },
  library: {
    title: 'Bibliothèque d’articles',
    /**
     * A library a shared project carries, where this person's role restricts it (issue 30): what the page disables
     * and why. `{project}` is the shared project's name.
     */
    shared: {
      title: 'Bibliothèque d’un projet partagé',
      metreur:
        'Elle est utilisée par le projet partagé «\u00a0{project}\u00a0», où vous êtes métreur\u00a0: seul un économiste peut modifier les prix de ce projet. Les prix et la TVA, l’import et la suppression des articles chiffrés sont désactivés.',
      lecteur:
        'Elle est utilisée par le projet partagé «\u00a0{project}\u00a0», où vous êtes lecteur\u00a0: elle est en lecture seule. Vous pouvez la consulter et l’exporter.',
      unknown:
        'Elle est utilisée par le projet partagé «\u00a0{project}\u00a0»\u00a0: connectez-vous à votre compte Metr pour la modifier. Elle reste consultable et exportable.',
    },
    search: 'Rechercher un article',
    searchDescription: 'Désignation, numéro (02.03) ou mot-clé, sans souci des accents',
    lotFilter: 'Lot',
    allLots: 'Tous les lots',
    showInactive: 'Afficher les articles inactifs',
    newArticle: 'Nouvel article',
    installStarter: 'Installer la bibliothèque de démarrage',
    installing: 'Installation…',
    emptyLibrary:
      'Cette bibliothèque est vide. Installez la bibliothèque de démarrage (plus de 150 articles sur 12 lots) ou créez vos articles.',
    noResult: 'Aucun article ne correspond à cette recherche.',
    count: { one: '{shown} article sur {total}', other: '{shown} articles sur {total}' },
    tableLabel: 'Articles de la bibliothèque',
    number: 'N°',
    designation: 'Désignation',
    unit: 'Unité',
    price: 'PU HT',
    vat: 'TVA',
    status: 'État',
    actions: 'Actions',
    active: 'Actif',
    inactive: 'Inactif',
    edit: 'Modifier {designation}',
    editShort: 'Modifier',
    delete: 'Supprimer {designation}',
    moveUp: 'Monter {designation}',
    moveDown: 'Descendre {designation}',
    deleteTitle: 'Supprimer l’article ?',
    deleteBody: '« {designation} » sera supprimé de la bibliothèque. Vous pourrez annuler.',
    deleteConfirm: 'Supprimer',
    cancel: 'Annuler',
    priceToFill: 'à renseigner',
    /** Lots and chapters: created, renamed, moved up or down (renumbering), deleted from the table's group rows. */
    nodes: {
      newLot: 'Nouveau lot',
      newChapter: 'Nouveau chapitre',
      newChapterIn: 'Nouveau chapitre dans {title}',
      rename: 'Renommer',
      renameLabel: 'Renommer {title}',
      moveUp: 'Monter {title}',
      moveDown: 'Descendre {title}',
      delete: 'Supprimer {title}',
      lotActions: 'Actions du lot {title}',
      chapterActions: 'Actions du chapitre {title}',
      deleteLotTitle: 'Supprimer le lot\u202f?',
      deleteChapterTitle: 'Supprimer le chapitre\u202f?',
      deleteLotBody:
        '«\u00a0{title}\u00a0» sera supprimé avec ses chapitres et ses articles ({count}). Vous pourrez annuler (Ctrl+Z).',
      deleteChapterBody:
        '«\u00a0{title}\u00a0» sera supprimé avec ses articles ({count}). Vous pourrez annuler (Ctrl+Z).',
      emptyLot: 'Aucun chapitre dans ce lot.',
      emptyChapter: 'Aucun article dans ce chapitre.',
      /** A chapter whose articles are all inactive, while inactive articles are hidden. */
      emptyChapterInactive: {
        one: 'Aucun article actif dans ce chapitre ({count} inactif masqué).',
        other: 'Aucun article actif dans ce chapitre ({count} inactifs masqués).',
      },
      noLot: 'Créez d’abord un lot, puis ses chapitres, pour y ranger vos articles.',
      createdLot: 'Lot «\u00a0{title}\u00a0» créé.',
      createdChapter: 'Chapitre «\u00a0{title}\u00a0» créé.',
      renamed: '«\u00a0{title}\u00a0» enregistré.',
      movedUp: '«\u00a0{title}\u00a0» monté d’un rang, les numéros suivent.',
      movedDown: '«\u00a0{title}\u00a0» descendu d’un rang, les numéros suivent.',
      deleted: '«\u00a0{title}\u00a0» supprimé.',
      articleDeleted: 'Article «\u00a0{title}\u00a0» supprimé.',
    },
  },
  /** Create or rename a lot or a chapter. */
  nodeDialog: {
    createLot: 'Nouveau lot',
    createChapter: 'Nouveau chapitre',
    createChapterIn: 'Nouveau chapitre dans «\u00a0{lot}\u00a0»',
    editLot: 'Renommer le lot',
    editChapter: 'Renommer le chapitre',
    lotNumber: 'N° du lot',
    chapterNumber: 'N° dans le lot',
    numberDescription: 'Laissez vide pour prendre le numéro suivant',
    title: 'Titre',
    save: 'Enregistrer',
    cancel: 'Annuler',
  },
  articleDialog: {
    createTitle: 'Nouvel article',
    editTitle: 'Modifier l’article',
    number: 'N° dans le chapitre',
    numberDescription: 'Laissez vide pour prendre le numéro suivant',
    designation: 'Désignation',
    lot: 'Lot',
    subCategory: 'Sous-catégorie (chapitre)',
    unit: 'Unité',
    price: 'Prix unitaire HT (€)',
    vat: 'Taux de TVA',
    /** Under the price and the VAT of an article a métreur sees in a shared project's library. */
    priceLocked: 'Seul un économiste peut modifier les prix de ce projet.',
    active: 'Article actif (proposé pour les nouvelles mesures)',
    description: 'Description',
    cctpRef: 'Réf. CCTP',
    cctpRefDescription: 'L’article du CCTP qui le décrit (3.2.1)\u202f; colonne possible de la DPGF',
    tags: 'Mots-clés',
    tagsDescription: 'Séparés par des virgules',
    save: 'Enregistrer',
    cancel: 'Annuler',
    placeholderSelect: 'Choisissez',
  },
  starter: {
    name: 'Bibliothèque de démarrage Metr',
    description:
      'Articles rédigés par l’équipe Metr sur les 12 lots courants. Les prix sont indicatifs et arrondis (ni prix de marché ni prix régionaux)\u202f: remplacez-les par les vôtres.',
  },
  /** /dashboard/bibliotheques: the account's libraries. */
  libraries: {
    title: 'Bibliothèques',
    intro: 'Vos bibliothèques d’articles, utilisables dans tous vos projets.',
    listLabel: 'Bibliothèques d’articles',
    loading: 'Chargement des bibliothèques…',
    none: 'Aucune bibliothèque pour l’instant. Installez la bibliothèque de démarrage ou créez la vôtre.',
    noArticle: 'aucun article',
    articleCount: { one: '{count} article', other: '{count} articles' },
    newName: 'Nom de la nouvelle bibliothèque',
    create: 'Créer la bibliothèque',
    nameRequired: 'Donnez un nom à la bibliothèque.',
    installStarter: 'Installer la bibliothèque de démarrage',
    installing: 'Installation…',
    installed: 'Bibliothèque de démarrage installée\u00a0: {count} articles.',
    open: 'Ouvrir {name}',
    actions: 'Actions de la bibliothèque',
    importFile: 'Importer un fichier (XLSX, CSV)…',
    exportXlsx: 'Exporter en XLSX',
    exportCsv: 'Exporter en CSV',
    exported: 'Fichier «\u00a0{fileName}\u00a0» enregistré.',
    delete: 'Supprimer la bibliothèque',
    deleteTitle: 'Supprimer la bibliothèque\u202f?',
    deleteBody:
      '«\u00a0{name}\u00a0» et ses {count} articles seront supprimés. Les mesures reliées à ces articles ne compteront plus.',
    deleteConfirm: 'Supprimer',
    cancel: 'Annuler',
    deleted: 'Bibliothèque «\u00a0{name}\u00a0» supprimée.',
    choose: 'Choisissez une bibliothèque dans la liste pour voir ses articles.',
    notFound: 'Cette bibliothèque n’existe plus.',
    readOnly:
      'Lecture seule\u00a0: ce navigateur n’a pas votre compte, les bibliothèques ne peuvent pas être modifiées.',
    importDone: { one: '{count} article importé.', other: '{count} articles importés.' },
    importFailed: 'Le fichier n’a pas pu être lu. Vérifiez qu’il s’agit bien d’un fichier XLSX ou CSV.',
    importTitle: 'Importer dans «\u00a0{name}\u00a0»',
  },
  /** /dashboard/projets/:id/quantites. */
  quantitiesPage: {
    title: 'Quantités',
    pageTitle: 'Quantités — {project}',
    loading: 'Calcul des quantités…',
    export: 'Exporter…',
    librariesTitle: 'Bibliothèques du projet',
    librariesIntro:
      'Cochez les bibliothèques que ce projet utilise\u00a0: leurs articles sont proposés pour relier les mesures.',
    librariesNone: 'Aucune bibliothèque dans votre compte.',
    librariesLink: 'Gérer les bibliothèques',
    uses: 'Utiliser {name}',
    unlinkedTitle: 'Mesures reliées à aucun article',
    unlinkedNone: 'Toutes les mesures sont reliées à un article.',
    unlinkedItem: '{label} — {kind} sur {sheet}',
    select: 'Relier {measurement} aux articles',
    selectShort: 'Relier',
    problemsTitle: 'Liens sans quantité',
    highlightedNone: 'Aucune mesure n’alimente «\u00a0{article}\u00a0».',
    highlighted: {
      one: '{count} mesure alimente «\u00a0{article}\u00a0»\u00a0:',
      other: '{count} mesures alimentent «\u00a0{article}\u00a0»\u00a0:',
    },
    actions: 'Actions des quantités',
    openSheet: 'Voir sur le plan {sheet}',
    /** The plans that hold the chosen article's measurements, each with its count and « Voir sur le plan ». */
    highlightedSheets: 'Plans où l’article est mesuré',
    sheetCount: {
      one: '{sheet}\u00a0: {count}\u00a0mesure',
      other: '{sheet}\u00a0: {count}\u00a0mesures',
    },
    showOnSheet: 'Voir sur le plan',
    showOnSheetLabel: {
      one: 'Voir sur le plan {sheet} la mesure',
      other: 'Voir sur le plan {sheet} les {count}\u00a0mesures',
    },
    measurementsTitle: 'Mesures de l’article',
    backToProject: 'Retour au projet «\u00a0{project}\u00a0»',
    revision: '{sheet}, indice {revision}',
    filterRevision: 'Indice des plans',
    allRevisions: 'Tous les indices',
    revisionOption: 'Indice {revision}',
    /** Issue 24: the PSE after the base, as the DPGF prices them. */
    pse: {
      title: 'Prestations supplémentaires éventuelles',
      intro: 'Chiffrées à part, après la base : elles ne sont pas dans les totaux de la base.',
      heading: 'PSE : {name}',
      article: 'Article',
      quantity: 'Quantité',
      unitPrice: 'PU HT',
      amount: 'Montant HT',
      lotSubtotal: 'Sous-total lot {number} – {title}',
      totalHt: 'Total HT {name}',
      vat: 'TVA {rate}',
      totalTtc: 'Total TTC {name}',
    },
  },
  /** The properties panel's section: the articles a measurement feeds. */
  measurementArticles: {
    title: 'Articles reliés',
    none: 'Cette mesure n’est reliée à aucun article.',
    several: 'Plusieurs mesures sont sélectionnées\u00a0: choisissez-en une pour relier ses articles.',
    noSelection: 'Sélectionnez une mesure pour la relier à des articles.',
    search: 'Ajouter un article',
    searchDescription: 'Numéro ou désignation\u202f; Entrée pour relier l’article choisi',
    noResult: 'Aucun article actif ne correspond.',
    noLibrary: 'Aucune bibliothèque n’est déclarée dans ce projet.',
    add: 'Relier {designation}',
    remove: 'Retirer {designation}',
    formulaLabel: 'Formule pour {number}',
    quantity: '{value} {unit}',
    unitMismatch: 'Unité différente de l’article ({unit})\u00a0: vérifiez la formule.',
    /** Issue 24: a formula in another unit than its article's is an error, its value not counted. */
    unitError:
      '{result} — l’article est en {expected}\u00a0: non compté. Corrigez la formule ou choisissez un article en {unit}.',
    missingArticle: 'Cet article n’existe plus dans la bibliothèque.',
    /** Issue 24: the sheet's list of unit errors, and the table's flag on a row. */
    fixUnitError: 'Corriger la formule de {label}',
    fixUnitErrorShort: 'Corriger',
    unitErrorFlag: 'Erreur d’unité',
    noQuantity: 'Pas de quantité\u00a0: {reason}',
    uncalibrated: 'le plan n’est pas à l’échelle',
    readOnly: 'Lecture seule\u00a0: les liens ne peuvent pas être modifiés.',
    results: 'Articles trouvés',
    /** A link priced in a PSE (prestation supplémentaire éventuelle) rather than in the base. */
    pseLabel: 'PSE pour {number}',
    /** The PSE fields' help, written once above the links (it was repeated under each). */
    pseHelp:
      'Champ «\u00a0PSE\u00a0» de chaque article\u00a0: vide, la ligne est dans la base\u202f; nommez la PSE («\u00a0PSE 1 – Faïence\u00a0») pour la chiffrer à part.',
  },
  /** Issue 24: the export asks before leaving out measurements in a unit error. */
  exportUnitErrors: {
    title: {
      one: '{count}\u00a0mesure n’est pas comptée',
      other: '{count}\u00a0mesures ne sont pas comptées',
    },
    message:
      'Leur formule donne une autre unité que celle de leur article\u00a0: elles ne sont pas dans les quantités. Corrigez-les, ou exportez sans elles.',
    listLabel: 'Mesures en erreur d’unité',
    correct: 'Corriger',
    exportAnyway: 'Exporter sans ces mesures',
  },
} as const;
