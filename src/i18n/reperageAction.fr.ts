/**
 * The plan de repérage's entry points, on the project page and the sheet page: the only words of it in the
 * workspace's first load (the rest, reperage.fr.ts, loads with its dialog).
 */
export const reperageActionFr = {
  action: 'Plan de repérage (PDF)',
  /** The sheet page's toolbar button, short; its accessible name says the rest. */
  short: 'Repérage',
  name: 'Plan de repérage (PDF) de ce plan',
} as const;
