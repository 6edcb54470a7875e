/**
 * Assisted counting (issue 25): the review panel, the search's progress and errors, and a counted point's provenance.
 * Typography as in ./fr.ts: ’, « », a no-break space before : ; ! ?. `{name}` placeholders are filled with
 * interpolate() from ./format.ts.
 */

export const countingFr = {
  /** The review panel and the search's progress (screens/Workspace/Counting). */
  review: {},

  /** The search's errors, by CountingErrorCode (workers/counting/protocol.ts). */
  errors: {},

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
  tool: {},
} as const;
