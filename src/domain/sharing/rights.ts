/**
 * What this person may change in a library that shared projects carry (issue 30): the client's side of the server's
 * role check (server/sharing/guard.ts). A library is account-wide in this browser, but once a shared project carries
 * it (its document holds the library's rows), every change of it goes to that project's server, which refuses for a
 * « lecteur » any change and for a « métreur » any change of a price (./contract.ts, PRICE_FIELDS and isPricedRow).
 * So the screen disables, with the reason, exactly what the server would refuse: nothing a role cannot do looks
 * interactive, and a dropped edit is never silent. A library carried by several shared projects follows the most
 * restrictive of this person's roles on them (the change goes to each).
 */
import { PRICE_FIELDS, ROLE_RIGHTS, isPricedRow, type ProjectRole } from './contract';

/** A shared project in this browser that carries a library, and this person's role on it. */
export interface LibraryUse {
  readonly projectId: string;
  readonly projectName: string;
  /** Null when the role is not known here (nobody signed in, or the server never said): nothing may change then. */
  readonly role: ProjectRole | null;
}

export interface LibraryRights {
  /** Articles, lots and chapters may be added, changed, moved and deleted (those without a price, for a métreur). */
  readonly canEdit: boolean;
  /** Prices (PU HT, TVA) may be changed, and an article with a price added or deleted. */
  readonly canEditPrices: boolean;
  /** The shared project whose role restricts the library; null when nothing does. */
  readonly restrictedBy: LibraryUse | null;
}

/** A library no shared project restricts: local, or shared with this person as an économiste. */
export const FULL_LIBRARY_RIGHTS: LibraryRights = { canEdit: true, canEditPrices: true, restrictedBy: null };

/** The fields of an article that only an économiste may change. */
export const ARTICLE_PRICE_FIELDS: readonly string[] = PRICE_FIELDS.libraryItems ?? [];

const rank = (role: ProjectRole | null) =>
  role === null ? 0 : ROLE_RIGHTS[role].prices ? 2 : ROLE_RIGHTS[role].edit ? 1 : 0;

/** The rights on a library carried by `uses` (none: full rights). */
export function libraryRights(uses: readonly LibraryUse[]): LibraryRights {
  let lowest: LibraryUse | null = null;
  for (const use of uses) if (lowest === null || rank(use.role) < rank(lowest.role)) lowest = use;
  if (lowest === null || rank(lowest.role) === 2) return FULL_LIBRARY_RIGHTS;
  const role = lowest.role;
  return {
    canEdit: role !== null && ROLE_RIGHTS[role].edit,
    canEditPrices: false,
    restrictedBy: lowest,
  };
}

/** An article row (LibraryItem, or the document's JSON of it): its fields are read by name. */
type Article = object;
const field = (row: Article, name: string): unknown => (row as Readonly<Record<string, unknown>>)[name];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether the server takes this change of one article (`before` null: added; `after` null: deleted), the rule of its
 * guard: a lecteur changes nothing; a métreur neither changes a price field of a kept article nor adds or removes an
 * article with a price.
 */
export function mayChangeArticle(rights: LibraryRights, before: Article | null, after: Article | null): boolean {
  if (rights.canEditPrices) return rights.canEdit;
  if (!rights.canEdit) return false;
  if (before && after) return ARTICLE_PRICE_FIELDS.every((name) => same(field(before, name), field(after, name)));
  return !isPricedRow(before ?? after ?? {});
}

/** Whether these articles (one, or all those of a chapter, a lot or a library) may be deleted. */
export function mayDeleteArticles(rights: LibraryRights, articles: Iterable<Article>): boolean {
  if (!rights.canEdit) return false;
  for (const article of articles) if (!mayChangeArticle(rights, article, null)) return false;
  return true;
}

/**
 * Whether a file may be imported into the library: an import adds and updates articles with their prices, which only
 * an économiste may do (a métreur's import would be refused article by article).
 */
export function mayImport(rights: LibraryRights): boolean {
  return rights.canEdit && rights.canEditPrices;
}
