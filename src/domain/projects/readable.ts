/**
 * A project row as the list can show it, whatever the database holds. Rows written by older versions, or restored
 * before backups were checked, may hold a date that is `{}` or a name of 20 MB; shown as they are, they took the whole
 * dashboard down (a date that cannot be formatted throws while rendering) or froze it (every name is laid out, named
 * to assistive technology and searched). Here each field is kept when it is what it should be, cut to a length a row
 * can show, and replaced by nothing otherwise — and the row says it is damaged, so that it can still be opened or
 * deleted.
 */

import { STORED_NAME_MAX, displayText, isIsoDate } from '../storedValues';
import { projectKindOf } from './typologies';

export interface ReadableProject {
  readonly id: string;
  /** Null when the row has no readable name: the list names it with its own words. */
  readonly name: string | null;
  readonly client?: string | undefined;
  readonly reference?: string | undefined;
  /** Read the new way (projectKindOf): « réhabilitation » of the first list is a nature of works, not a typology. */
  readonly type?: string | undefined;
  /** A nature of works id (WORKS_NATURES), or undefined. */
  readonly worksNature?: string | undefined;
  /** ISO 8601, or null when the row's dates cannot be read. */
  readonly createdAt: string | null;
  readonly lastChangeAt: string | null;
  /** Some field of the row cannot be read, or is longer than any the app writes. */
  readonly isDamaged: boolean;
}

/** What the list shows of a stored project row; `lastChangeAt` as the repository computed it (it may be damaged). */
export function readableProject(row: Readonly<Record<string, unknown>>, lastChangeAt: unknown): ReadableProject {
  const optional = (key: string) => {
    const value = row[key];
    return value === undefined || value === null
      ? { value: undefined, ok: true }
      : { value: displayText(value), ok: typeof value === 'string' };
  };
  const name = displayText(row['name']);
  const client = optional('client');
  const reference = optional('reference');
  const type = optional('type');
  const kind = projectKindOf({ type: type.value, worksNature: row['worksNature'] });
  const createdAt = isIsoDate(row['createdAt']) ? row['createdAt'] : null;
  const changed = isIsoDate(lastChangeAt) ? lastChangeAt : createdAt;
  const isCut = [row['name'], row['client'], row['reference'], row['type']].some(
    (value) => typeof value === 'string' && value.length > STORED_NAME_MAX,
  );
  return {
    id: String(row['id']),
    name: name === undefined || name === '' ? null : name,
    client: client.value,
    reference: reference.value,
    type: kind.type,
    worksNature: kind.worksNature,
    createdAt,
    lastChangeAt: changed,
    isDamaged:
      name === undefined ||
      !client.ok ||
      !reference.ok ||
      !type.ok ||
      createdAt === null ||
      (row['updatedAt'] !== undefined && !isIsoDate(row['updatedAt'])) ||
      isCut,
  };
}
