/**
 * The kinds of building a project is about (the domain brief's typologies). Stored in ProjectRow.type as these ids,
 * never as labels: the words belong to the copy (src/i18n/projects.fr.ts) and may change without touching data.
 */
export const PROJECT_TYPOLOGIES = [
  'logement-collectif',
  'maison-individuelle',
  'tertiaire',
  'erp',
  'industriel',
  'rehabilitation',
  'autre',
] as const;

export type ProjectTypology = (typeof PROJECT_TYPOLOGIES)[number];

const known: ReadonlySet<string> = new Set(PROJECT_TYPOLOGIES);

/** False for a project stored before the list existed, or by a backup from elsewhere: the type is then free text. */
export function isProjectTypology(value: unknown): value is ProjectTypology {
  return typeof value === 'string' && known.has(value);
}
