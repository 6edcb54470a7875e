/**
 * The project list's search and sort: pure functions over what the list shows. Search ignores case, accents,
 * ligatures and the kind of apostrophe, because an économiste types « gros oeuvre » for « Gros œuvre » and « l'ilot »
 * for « L’Îlot »; every word typed must be found in the name, the client or the reference (in any of them).
 */

export const PROJECT_SORTS = ['lastChange', 'name', 'createdAt'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** What search and sort read of a project in the list. */
export interface SortableProject {
  readonly id: string;
  readonly name: string;
  readonly client?: string | undefined;
  readonly reference?: string | undefined;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601: the later of the project's own edit and its workspace's last change. */
  readonly lastChangeAt: string;
}

const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** The form search compares: no accents, lower case, ligatures spelled out, one kind of apostrophe and dash. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, each in search form; an empty or blank query has none (everything matches). */
export function queryWords(query: string): string[] {
  const key = searchKey(query);
  return key === '' ? [] : key.split(' ');
}

export function matchesQuery(project: SortableProject, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  // A separator no query word can contain: a word never matches across two fields.
  const haystack = [project.name, project.client ?? '', project.reference ?? ''].map(searchKey).join('\n');
  return words.every((word) => haystack.includes(word));
}

// Numeric: « Lot 2 » before « Lot 10 »; base sensitivity: « école » and « Ecole » are the same name.
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const byName = (a: SortableProject, b: SortableProject) => collator.compare(a.name, b.name);
const newestFirst = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);

const COMPARE: Readonly<Record<ProjectSort, (a: SortableProject, b: SortableProject) => number>> = {
  lastChange: (a, b) => newestFirst(a.lastChangeAt, b.lastChangeAt) || byName(a, b),
  name: (a, b) => byName(a, b) || newestFirst(a.lastChangeAt, b.lastChangeAt),
  createdAt: (a, b) => newestFirst(a.createdAt, b.createdAt) || byName(a, b),
};

/** The projects a query finds, in the chosen order (ties broken the same way every time, by id last). */
export function searchProjects<T extends SortableProject>(
  projects: readonly T[],
  query: string,
  sort: ProjectSort,
): T[] {
  const words = queryWords(query);
  const compare = COMPARE[sort];
  return projects
    .filter((project) => matchesQuery(project, words))
    .sort((a, b) => compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
