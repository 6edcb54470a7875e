/**
 * Selecting the plan's own elements (issue 26): the copy of the area tool's « remplissage » mode, the length and wall
 * tools' runs, the skirting, and their messages. Loaded with the sheet page.
 */
export const selectionFr = {
  /** The engine's refusals, said at the spot (domain/selection/types.ts, FillErrorCode and RunErrorCode). */
  errors: {
    onInk: 'Ce point est sur un trait ou dans l’épaisseur d’un mur. Cliquez à l’intérieur d’une pièce.',
    leak: 'La surface n’est pas fermée\u00a0: elle s’étend jusqu’au bord de la feuille. Augmentez l’ouverture à fermer ou tracez la surface à la main.',
    tooLarge:
      'La surface trouvée couvre plus du quart de la feuille\u00a0: ce n’est sans doute pas une pièce. Rien n’a été ajouté.',
    tooSmall:
      'La zone trouvée est minuscule (l’intérieur d’une lettre ou d’une hachure\u202f?). Cliquez au milieu de la pièce.',
    noisy: 'Ce plan scanné est trop bruité pour y reconnaître des murs. Tracez la surface à la main.',
    blank: 'Cette feuille ne contient aucun trait.',
    noLine: 'Aucun trait du plan sous le pointeur. Cliquez sur une ligne.',
  },
} as const;

/**
 * Selecting measurements by criteria and linking them in bulk (issue 26, item 4): « Sélectionner… » above the sheet's
 * measurement table, and the properties panel's « Relier les n mesures à un article » when several are selected.
 */
export const bulkSelectionFr = {
  criteria: {
    open: 'Sélectionner…',
    openLabel: 'Sélectionner des mesures selon des critères',
    title: 'Sélectionner des mesures',
    intro: 'Les critères remplis s’appliquent tous ensemble\u202f; un critère laissé vide ne filtre pas.',
    kinds: 'Type',
    layers: 'Calque du plan',
    layersHelp: 'Les mesures prises sur le dessin du plan, d’après les calques de leurs traits.',
    label: 'Libellé contient',
    labelHelp:
      'Sans tenir compte des majuscules ni des accents\u202f; *\u00a0remplace n’importe quelle suite de lettres.',
    colors: 'Couleur',
    unlinked: 'Seulement les mesures non reliées à un article',
    match: {
      zero: 'Aucune mesure ne correspond.',
      one: '{count}\u00a0mesure correspond.',
      other: '{count}\u00a0mesures correspondent.',
    },
    select: 'Sélectionner',
    selectAll: 'Tout sélectionner',
    cancel: 'Annuler',
    /** Announced once the selection is made (a live region). */
    selected: {
      zero: 'Aucune mesure sélectionnée.',
      one: '{count}\u00a0mesure sélectionnée.',
      other: '{count}\u00a0mesures sélectionnées.',
    },
  },
  bulkLink: {
    title: 'Relier les {count}\u00a0mesures à un article',
    intro: 'Un seul pas dans l’historique\u00a0: Ctrl+Z annule tout le lien.',
    search: 'Article',
    searchDescription: 'Numéro ou désignation\u202f; Entrée choisit le premier article trouvé',
    results: 'Articles trouvés',
    choose: 'Choisir {designation}',
    chosen: 'Article choisi\u00a0: {number} {designation} ({unit})',
    change: 'Changer d’article',
    noResult: 'Aucun article actif ne correspond.',
    noLibrary: 'Aucune bibliothèque n’est déclarée dans ce projet.',
    formulaLabel: 'Formule pour les {count}\u00a0mesures',
    /** Mixed kinds: the formula cannot apply to some. */
    notApplicable: 'La formule ne s’applique pas à\u00a0:',
    notApplicableItem: '{count}\u00a0{kind}\u00a0: {reason}',
    /** The kinds in the sentence above, by number. */
    kinds: {
      count: { one: 'comptage', other: 'comptages' },
      length: { one: 'longueur', other: 'longueurs' },
      area: { one: 'surface', other: 'surfaces' },
      wallArea: { one: 'surface de mur', other: 'surfaces de mur' },
      volume: { one: 'volume', other: 'volumes' },
    },
    uncalibrated: 'le plan n’est pas à l’échelle',
    submit: {
      one: 'Relier {count}\u00a0mesure à {number}',
      other: 'Relier les {count}\u00a0mesures à {number}',
    },
    submitSome: {
      one: 'Relier la mesure où la formule s’applique',
      other: 'Relier les {count}\u00a0mesures où la formule s’applique',
    },
    done: {
      one: '{count}\u00a0mesure reliée à {number}. Ctrl+Z pour annuler.',
      other: '{count}\u00a0mesures reliées à {number}. Ctrl+Z pour annuler.',
    },
    nothingToDo: 'Ces mesures sont déjà reliées à cet article avec cette formule\u00a0: rien n’a changé.',
    /** The articles some of the selection feeds, each to unlink from all. */
    linkedTitle: 'Articles reliés à ces mesures',
    linkedItem: '{number} {designation}\u00a0— {count}',
    linkedCount: {
      one: '{count}\u00a0mesure',
      other: '{count}\u00a0mesures',
    },
    unlink: 'Délier',
    unlinkLabel: 'Délier {designation} des mesures sélectionnées',
    unlinked: {
      one: '{number} délié de {count}\u00a0mesure. Ctrl+Z pour annuler.',
      other: '{number} délié de {count}\u00a0mesures. Ctrl+Z pour annuler.',
    },
    readOnly: 'Lecture seule\u00a0: les liens ne peuvent pas être modifiés.',
  },
  /** The history's heading of a link made or removed in bulk. */
  history: {
    link: { one: 'Relier {count}\u00a0mesure à {article}', other: 'Relier {count}\u00a0mesures à {article}' },
    unlink: { one: 'Délier {article} de {count}\u00a0mesure', other: 'Délier {article} de {count}\u00a0mesures' },
    someArticle: 'un article',
  },
} as const;
