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
    gapHelp: 'Les portes et baies plus étroites sont fermées à travers l’ouverture.',
    /** A double line (a wall's two faces): its axis or the face clicked. */
    face: 'Mur double',
    faces: { axis: 'Axe', face: 'Face cliquée' },
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
  },
} as const;
