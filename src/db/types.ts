/**
 * Records of the local browser database (spec §3). Fields beyond the indexed ones are only those the spec names;
 * the workspace (schema version 3) will extend them through an upgrader, not by editing version 2.
 *
 * Timestamps are ISO 8601 strings in UTC (`new Date().toISOString()`): they sort chronologically in the createdAt
 * indexes, are readable in devtools, and survive the JSON backup unchanged (a Date would need a type tag).
 */

/** An ISO 8601 date-time in UTC, e.g. 2025-01-31T09:30:00.000Z. */
export type IsoDateTime = string;

export interface DbSource {
  id: string;
  name: string;
  type: string;
}

/** Which project uses which data source. */
export interface UsageLink {
  id: string;
  dbSourceId: string;
  projectId: string;
}

export interface Project {
  id: string;
  name: string;
  createdAt: IsoDateTime;
  client?: string;
  reference?: string;
  type?: string;
  address?: string;
  deliveryDate?: string;
}

export interface Plan {
  id: string;
  projectId: string;
  name: string;
}

/** A catalogue item. French field names are kept as the spec gives them (they are the stored keys). */
export interface LibraryItem {
  id: string;
  designation: string;
  lot: string;
  subCategory: string;
  unite: string;
  prix_unitaire: number;
  description?: string;
  tags: string[];
  fichier_joint?: string;
  bibliotheque_id: string;
  actif: boolean;
}

export interface Library {
  id: string;
  name: string;
  createdAt: IsoDateTime;
}

/**
 * A locally registered user. There is deliberately no password field: the sign-up password never leaves memory
 * (spec §3: "The password is not stored in it").
 */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  /** Trimmed and lower-cased, so that lookups by email are exact. */
  email: string;
  company?: string;
  profession?: string;
  experience?: string;
  /** Spec §6: true on every local registration. */
  isBetaUser: boolean;
  createdAt: IsoDateTime;
  /** Null until the first log-in by email. */
  lastLoginAt: IsoDateTime | null;
}
