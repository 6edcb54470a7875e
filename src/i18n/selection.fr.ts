/**
 * Selecting the plan's own elements (issue 26): the copy of the area tool's « remplissage » mode, the length and wall
 * tools' runs, the skirting, and their messages. Loaded with the sheet page.
 */
export const selectionFr = {
  /** Under the plan, while a path tool takes the plan's own elements (F). */
  tool: {
    /** The toggles, by what the tool takes. */
    toggle: { fill: 'Remplissage (F)', run: 'Élément du plan (F)' },
    hints: {
      fill: 'Cliquez dans une pièce pour en prendre le sol, Maj+clic pour en prendre plusieurs d’un coup.',
      run: 'Cliquez sur un trait pour prendre sa ligne jusqu’à la prochaine jonction, Maj+clic pour aller au-delà.',
    },
    keyboardHint: 'Au clavier : flèches pour viser, Entrée pour prendre, Échap pour dessiner à la main.',
    /** The fill's gap, in metres: « Fermer les ouvertures jusqu'à 1,20 m ». */
    gap: 'Fermer les ouvertures jusqu’à',
    gapUnit: 'm',
    gapHelp:
      'Les portes et baies plus étroites sont fermées à travers l’ouverture\u00a0: la pièce s’arrête au nu du mur.',
    gapButton: 'Ouvertures ≤ {value}',
    gapTooLarge: 'Au plus {max}.',
    /** A double line (a wall's two faces): its axis or the face clicked. */
    face: 'Mur tracé en deux traits',
    faceHelp: 'Prendre l’axe du mur, ou la face sur laquelle vous cliquez.',
    faces: { axis: 'Axe', face: 'Face cliquée' },
    faceButton: 'Mur double\u00a0: {face}',
    preparing: 'Lecture du plan…',
    cancel: 'Annuler',
    cancelPreparing: 'Annuler la lecture du plan',
    working: 'Recherche…',
    pendingOne: '1 pièce en attente\u00a0: relâchez Maj (ou Entrée) pour l’ajouter.',
    pendingMany: '{count} pièces en attente\u00a0: relâchez Maj (ou Entrée) pour les ajouter d’un coup.',
  },
  /** « Plinthes » on a room: its outline cut at its doors, as lengths. */
  skirting: {
    label: 'Plinthes — {room}',
    button: 'Plinthes',
    hint: 'Ajoute les plinthes de la pièce\u00a0: son périmètre coupé à ses portes, en longueurs.',
  },
  /** The properties panel's line on a measurement taken from the plan. */
  provenance: {
    fill: 'Pris sur le plan en un clic, ouvertures fermées jusqu’à {gap}',
    run: 'Pris sur le plan en un clic, un trait suivi jusqu’à ses jonctions',
    skirting: 'Plinthes prises sur le plan, le périmètre coupé aux portes',
    scan: '(plan scanné)',
    layers: 'Calques\u00a0: {layers}.',
  },
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
    sheetTooLarge: 'Cette feuille est trop grande pour être lue en mémoire. Tracez à la main.',
    pdf: 'Le plan n’a pas pu être lu. Tracez à la main, ou importez-le de nouveau.',
    cancelled: 'Lecture du plan annulée. Cliquez de nouveau pour la relancer.',
    failed: 'La recherche a échoué. Rien n’a été ajouté. Réessayez, ou tracez à la main.',
  },
} as const;

/** What a refused or failed pick says, in French (the engine's codes and the worker's own). */
export function selectionErrorMessage(code: string): string {
  const errors: Readonly<Record<string, string>> = selectionFr.errors;
  return errors[code] ?? selectionFr.errors.failed;
}
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
