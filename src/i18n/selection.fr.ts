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
