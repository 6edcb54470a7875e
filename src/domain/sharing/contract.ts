/**
 * Team sharing (issue 30): the contract between the browser's mapping of a project to a Yjs document, the sync server
 * (Hocuspocus over PostgreSQL) and its access checks. Written first so that the client, the server and the accounts
 * are built against one layout; each part owns its own modules beside this one.
 *
 * A shared project is one Y.Doc, named `project:<projectId>`. Its top-level shared types are Y.Maps, one per table of
 * the project's data, keyed by the row's id; each row is a nested Y.Map of its fields (so two people changing two
 * fields of one measurement both keep their change, and a change of the same field is seen as a conflict), whose
 * values are JSON (strings, numbers, booleans, null, arrays and plain objects; never bytes).
 */

/** The document's name for a project. */
export function documentNameOf(projectId: string): string {
  return `project:${projectId}`;
}

/** The project id a document name stands for, or null when the name is not a project's. */
export function projectIdOfDocument(name: string): string | null {
  const match = /^project:([A-Za-z0-9-]{1,64})$/.exec(name);
  return match?.[1] ?? null;
}

/**
 * The document's top-level maps. `project` holds the project's own row under its id. Plan files hold their metadata
 * and the SHA-256 of their bytes (`sha256`), never the bytes: those live in the server's blob store.
 */
export const DOCUMENT_MAPS = [
  'project',
  'files',
  'sheets',
  'measurements',
  'variables',
  'scopes',
  'versions',
  'libraries',
  'libraryLots',
  'libraryChapters',
  'libraryItems',
  'journal',
] as const;

export type DocumentMap = (typeof DOCUMENT_MAPS)[number];

/** A person's role on a shared project. */
export type ProjectRole = 'economiste' | 'metreur' | 'lecteur';

export const PROJECT_ROLES: readonly ProjectRole[] = ['economiste', 'metreur', 'lecteur'];

/**
 * The fields a « métreur » may not change: the prices. An update that changes one of them (or adds or removes an
 * article with a price other than 0) is refused by the server for that role. A « lecteur » may change nothing.
 */
export const PRICE_FIELDS: Readonly<Partial<Record<DocumentMap, readonly string[]>>> = {
  libraryItems: ['prix_unitaire', 'vatRate'],
};

/**
 * Whether a row of a priced table carries a price: adding or removing it is a price change (a new article at 0 € or
 * the removal of one is not). The server's guard (server/sharing/guard.ts) and the client's rights
 * (./rights.ts) both read it, so that what the screen disables is what the server refuses.
 */
export function isPricedRow(row: { readonly prix_unitaire?: unknown }): boolean {
  const price = row.prix_unitaire;
  return price !== undefined && price !== null && price !== 0;
}

/** What a role may do; the client disables what is not allowed, the server refuses it. */
export const ROLE_RIGHTS: Readonly<
  Record<
    ProjectRole,
    { readonly edit: boolean; readonly prices: boolean; readonly deleteProject: boolean; readonly share: boolean }
  >
> = {
  economiste: { edit: true, prices: true, deleteProject: true, share: true },
  metreur: { edit: true, prices: false, deleteProject: false, share: false },
  lecteur: { edit: false, prices: false, deleteProject: false, share: false },
};

/**
 * Who is connected, as the sync server's authentication resolves it from the connection's token: the server's
 * accounts module implements it; the sync server only calls it.
 */
export interface SharingAccess {
  /** The person and their role on the project, or null when the token is unknown, expired or has no access. */
  resolve(token: string, projectId: string): Promise<{ readonly personId: string; readonly role: ProjectRole } | null>;
  /**
   * A person's access to a project now, without a token: their role, null when they are no longer a member,
   * 'deleted' when the project is gone. The sync server asks it for its open connections when its notices'
   * connection comes back (a revocation or a deletion told meanwhile was not heard). Optional: then nothing is caught
   * up.
   */
  recheck?(projectId: string, personId: string): Promise<ProjectRole | null | 'deleted'>;
}

/**
 * What a shared document says instead of a person whose account was deleted (RGPD article 17): every `by` that named
 * them (a journal entry's, a version's, the project's `sharing.by`) is rewritten to this, so the history keeps what
 * was done, by « Ancien membre » (the copy modules word it), and nothing in the document leads back to them.
 */
export const FORMER_MEMBER = 'former-member';
