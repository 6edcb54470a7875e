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
  provenance: {},

  /** The count tool's box gesture and the plan's marks. */
  tool: {},

  /** The sheet page's side of a search (routes/workspace/counting): its panel tab, its announcements. */
  search: {
    tab: 'Comptage assisté',
  },
} as const;
