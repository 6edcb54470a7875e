/**
 * What a project is about, in two fields an économiste keeps apart: the kind of building (its typology: santé,
 * enseignement, logement…, ProjectRow.type) and the nature of the works on it (construction neuve, réhabilitation,
 * extension…, ProjectRow.worksNature). Both are stored as these ids, never as labels: the words belong to the copy
 * (src/i18n/projects.fr.ts) and may change without touching data.
 *
 * The first list mixed the two (« Réhabilitation » was a typology) and had ids since renamed. Stored rows are never
 * rewritten for it: `projectKindOf` reads them the new way (migrate on read), and the row takes the new ids when the
 * project is next saved. No value is lost: a legacy id with no new equivalent keeps its old label.
 */
export const PROJECT_TYPOLOGIES = [
  'sante',
  'enseignement',
  'logement-collectif',
  'logement-individuel',
  'bureaux',
  'commerce',
  'industrie-logistique',
  'equipements-sportifs',
  'culture',
  'hotellerie-restauration',
  'equipements-publics',
  'ouvrages-art-vrd',
  'autre',
] as const;

export type ProjectTypology = (typeof PROJECT_TYPOLOGIES)[number];

/** Ids of the first list that have no exact equivalent in the new one: still read, under their old label. */
export const LEGACY_TYPOLOGIES = ['tertiaire', 'erp'] as const;

export type LegacyTypology = (typeof LEGACY_TYPOLOGIES)[number];

export const WORKS_NATURES = [
  'construction-neuve',
  'extension',
  'surelevation',
  'rehabilitation',
  'restructuration',
  'renovation-energetique',
  'amenagement-interieur',
  'mise-en-conformite',
] as const;

export type WorksNature = (typeof WORKS_NATURES)[number];

const known: ReadonlySet<string> = new Set(PROJECT_TYPOLOGIES);
const legacy: ReadonlySet<string> = new Set(LEGACY_TYPOLOGIES);
const natures: ReadonlySet<string> = new Set(WORKS_NATURES);

/** False for a project stored before the list existed, or by a backup from elsewhere: the type is then free text. */
export function isProjectTypology(value: unknown): value is ProjectTypology {
  return typeof value === 'string' && known.has(value);
}

export function isLegacyTypology(value: unknown): value is LegacyTypology {
  return typeof value === 'string' && legacy.has(value);
}

export function isWorksNature(value: unknown): value is WorksNature {
  return typeof value === 'string' && natures.has(value);
}

/** Old typology ids that name exactly a new one. */
const RENAMED: Readonly<Record<string, ProjectTypology>> = {
  'maison-individuelle': 'logement-individuel',
  industriel: 'industrie-logistique',
};

/** Old typology ids that were natures of works. */
const NATURES_AS_TYPOLOGY: Readonly<Record<string, WorksNature>> = {
  rehabilitation: 'rehabilitation',
};

export interface ProjectKind {
  /** A typology id, a legacy id, or free text stored before the list existed; absent when there is none. */
  readonly type?: string;
  /** A nature of works id; absent when there is none. */
  readonly worksNature?: WorksNature;
}

/**
 * A stored row's typology and nature of works, read the new way: a renamed typology takes its new id, « réhabilitation »
 * becomes the nature of works (unless the row already has one) and leaves the typology empty, anything else is kept
 * as it is. A nature that is not one of the list is dropped (backups refuse it; only a damaged row can hold one).
 */
export function projectKindOf(row: { readonly type?: unknown; readonly worksNature?: unknown }): ProjectKind {
  const type = typeof row.type === 'string' && row.type !== '' ? row.type : undefined;
  const stored = isWorksNature(row.worksNature) ? row.worksNature : undefined;
  if (type === undefined) return stored ? { worksNature: stored } : {};
  const renamed = RENAMED[type];
  if (renamed) return { type: renamed, ...(stored ? { worksNature: stored } : {}) };
  const nature = NATURES_AS_TYPOLOGY[type];
  if (nature) return { worksNature: stored ?? nature };
  return { type, ...(stored ? { worksNature: stored } : {}) };
}
