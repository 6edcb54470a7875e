/**
 * Assisted counting (issue 25): the review panel, the search's progress and errors, and a counted point's provenance.
 * Typography as in ./fr.ts: ’, « », a no-break space before : ; ! ?. `{name}` placeholders are filled with
 * interpolate() from ./format.ts.
 */

export const countingFr = {
  /** The review panel and the search's progress (screens/Workspace/Counting). */
  review: {
    title: 'Comptage assisté',
    /** The header's counts, over the proposals shown (at or above the display threshold). */
    proposals: { one: '{count}\u00a0proposition', other: '{count}\u00a0propositions' },
    noProposal: 'Aucune proposition',
    accepted: { one: '{count}\u00a0acceptée', other: '{count}\u00a0acceptées' },
    rejected: { one: '{count}\u00a0rejetée', other: '{count}\u00a0rejetées' },
    templates: { one: '{count}\u00a0modèle', other: '{count}\u00a0modèles' },
    /** The two thresholds; the slider shows its value beside the label (« 50 % »). */
    showThreshold: 'Afficher au-dessus de',
    autoAcceptThreshold: 'Accepter automatiquement au-dessus de',
    thresholds: 'Seuils',
    acceptAbove: 'Accepter les {count} au-dessus de {percent}',
    acceptAboveNone: 'Aucune proposition à accepter au-dessus de {percent}',
    /** The grid of proposals. */
    list: 'Propositions, de la plus sûre à la moins sûre',
    rank: 'Proposition {rank}',
    score: 'Score',
    status: {
      proposed: 'proposé',
      accepted: 'accepté',
      corrected: 'accepté, corrigé',
      rejected: 'rejeté',
    },
    template: 'modèle {number}',
    /** The row's accessible name: « Proposition 3, 87 %, proposé, modèle 2 ». */
    rowName: 'Proposition {rank}, {score}, {status}',
    rowNameTemplate: 'Proposition {rank}, {score}, {status}, {template}',
    accept: 'Accepter',
    reject: 'Rejeter',
    restore: 'Rétablir',
    acceptRow: 'Accepter la proposition {rank}',
    rejectRow: 'Rejeter la proposition {rank}',
    restoreRow: 'Rétablir la proposition {rank}',
    keyboardHint:
      'Entrée accepte, Suppr rejette et passe à la suivante\u202f; les flèches parcourent la liste et le plan suit.',
    readOnlyHint: 'Lecture seule\u00a0: la liste se parcourt, rien ne se modifie.',
    /** The near misses, collapsed by default. */
    nearMisses: 'Presque retenues ({count})',
    nearMissesList: 'Presque retenues, juste sous le seuil d’affichage',
    /** Nothing at or above the display threshold. */
    emptyTitle: 'Aucune proposition au-dessus de {percent}.',
    emptyNearMisses: {
      one: '{count}\u00a0proposition est juste en dessous\u00a0: voyez «\u00a0Presque retenues\u00a0» ou baissez le seuil d’affichage.',
      other:
        '{count}\u00a0propositions sont juste en dessous\u00a0: voyez «\u00a0Presque retenues\u00a0» ou baissez le seuil d’affichage.',
    },
    emptyHint:
      'Baissez le seuil d’affichage, ou encadrez une autre occurrence du symbole avec «\u00a0Ajouter un modèle\u00a0».',
    /** Announced (polite). */
    announceAccepted: 'Acceptée',
    announceRejected: 'Rejetée',
    announceRestored: 'Rétablie',
    announceAcceptedMany: { one: '{count}\u00a0proposition acceptée', other: '{count}\u00a0propositions acceptées' },
    /** Buttons. */
    addTemplate: 'Ajouter un modèle',
    addTemplateHint: 'Encadrez une variante du symbole sur le plan\u00a0: ses propositions rejoignent celles-ci.',
    searchOtherSheets: 'Chercher sur les autres feuilles',
    finish: 'Terminer la revue',
    /** The search of the other sheets, sheet by sheet. */
    otherSheets: 'Autres feuilles',
    sheetWaiting: 'En attente',
    sheetRunning: 'Recherche…',
    sheetDone: { one: '{count}\u00a0proposition', other: '{count}\u00a0propositions' },
    sheetNone: 'Aucune proposition',
    openSheet: 'Revoir',
    openSheetName: 'Revoir les propositions sur {sheet}',
    sheetCancelled: 'Annulée',
    sheetFailed: 'Échec',
    /** The search's progress (CountingProgress). */
    stages: {
      open: 'Ouverture du plan…',
      render: 'Préparation de la feuille…',
      coarse: 'Recherche…',
      refine: 'Affinage…',
    },
    progressLabel: 'Recherche des symboles semblables',
    cancel: 'Annuler',
    cancelSearch: 'Annuler la recherche',
  },

  /** The search's errors, by CountingErrorCode (workers/counting/protocol.ts). */
  errors: {
    cancelled: 'Recherche annulée — rien n’a été ajouté.',
    emptyTemplate:
      'Le cadre ne contient aucun trait\u00a0: rien n’a été cherché. Encadrez un symbole dessiné sur le plan (s’il n’apparaît pas, affichez ses calques).',
    templateTooLarge:
      'Le cadre couvre plus du quart de la feuille\u00a0: rien n’a été cherché. Encadrez un seul symbole, au plus près de ses traits.',
    templateTooSmall:
      'Le cadre est trop petit pour reconnaître le symbole\u00a0: rien n’a été cherché. Zoomez sur le plan, puis encadrez le symbole de nouveau.',
    sheetTooLarge:
      'Cette feuille est trop grande pour être analysée dans la mémoire du navigateur\u00a0: rien n’a été ajouté. Fermez d’autres onglets, puis réessayez.',
    pdf: 'Le plan n’a pas pu être lu pour la recherche\u00a0: rien n’a été ajouté. Rechargez la page, puis réessayez\u202f; si l’erreur revient, importez le PDF de nouveau.',
    workerFailed:
      'La recherche s’est arrêtée de façon inattendue\u00a0: rien n’a été ajouté. Réessayez\u202f; si cela se reproduit, fermez d’autres onglets pour libérer de la mémoire.',
    unknownDocument:
      'La recherche a échoué\u00a0: rien n’a été ajouté. Réessayez\u202f; si l’erreur revient, rechargez la page.',
    badRequest:
      'La recherche a échoué\u00a0: rien n’a été ajouté. Réessayez\u202f; si l’erreur revient, rechargez la page.',
    unknown:
      'La recherche a échoué\u00a0: rien n’a été ajouté. Réessayez\u202f; si l’erreur revient, rechargez la page.',
  },

  /** Where a counted point came from: the properties panel, the table and the export's detail sheet. */
  provenance: {
    /** The properties panel's heading of the section. */
    title: 'Provenance des points',
    accepted: { one: '{count}\u00a0détecté et accepté', other: '{count}\u00a0détectés et acceptés' },
    corrected: { one: '{count}\u00a0détecté et corrigé', other: '{count}\u00a0détectés et corrigés' },
    manual: { one: '{count}\u00a0ajouté à la main', other: '{count}\u00a0ajoutés à la main' },
    /** A count whose every proposal is still under review or rejected. */
    none: 'Aucun point compté pour l’instant',
    /** Between the parts of a summary on screen (spaced by the code: a copy string never ends with a space). */
    separator: '·',
    templatesLabel: 'Modèles',
    templates: { one: '{count}\u00a0modèle', other: '{count}\u00a0modèles' },
    scoresLabel: 'Scores',
    /** `{min}`, `{max}`: whole percentages. */
    scores: '{min}–{max}\u202f%',
    score: '{value}\u202f%',
    review: 'Revoir les propositions',
    reviewHint: 'Rouvre la revue de ce comptage, avec ses seuils.',
    /** The export's detail sheet: its column, and each count's summary in it (a comma between parts). */
    exportHeading: 'Provenance',
    exportAccepted: { one: '{count} détecté et accepté', other: '{count} détectés et acceptés' },
    exportCorrected: { one: '{count} corrigé', other: '{count} corrigés' },
    exportManual: '{count} à la main',
    /** Spreadsheet fonts lack U+202F: a plain no-break space before the sign. */
    exportScores: 'scores {min}–{max}\u00a0%',
    exportScore: 'score {value}\u00a0%',
    exportSeparator: ',',
  },

  /** The count tool's box gesture and the plan's marks. */
  tool: {
    /** The readout's hints while the count tool boxes a symbol. */
    boxHint: 'Tracez un cadre autour d’un symbole\u00a0: Metr propose ses semblables sur la feuille.',
    boxVariantHint: 'Tracez un cadre autour d’une variante du symbole\u00a0: ses propositions rejoignent les autres.',
    boxCancelHint: 'Échap abandonne le cadre.',
    /** The plan's marks (their accessible names). */
    proposalMark: 'Proposition {rank}, {score}, {status}',
    templateMark: 'Modèle {number}',
    addMissed: 'Cliquez pour ajouter un symbole oublié',
  },

  /** The sheet page's side of a search (routes/workspace/counting): its panel tab, its announcements. */
  search: {
    // Short: six tabs share a 320 px panel (the others show their glyph only).
    tab: 'Comptage',
    /** The count tool's button under the plan (the F key). */
    findSimilar: 'Chercher les similaires (F)',
  },
} as const;
