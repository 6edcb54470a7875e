import { interpolate, pluralForm } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';
import type { PresentPerson } from './types';

const t = sharingFr.presence;

/** « CM » for Claire Martin, « J » for jean@cabinet.fr: the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter((w) => w !== '');
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('fr-FR'))
    .join('');
}

/** Where a person is, as the list says it. */
export function whereText(person: PresentPerson): string {
  const where = person.sheet === null ? t.onProject : interpolate(t.onSheet, { sheet: person.sheet });
  return person.isIdle ? `${where} · ${t.idle}` : where;
}

export interface PresenceListProps {
  readonly people: readonly PresentPerson[];
  /** People shown with their names; the others are counted. @default 4 */
  readonly max?: number;
}

/**
 * Who is on the shared project now, and on which sheet: you first, then the others in the order they came. Each
 * person's colour is theirs on the plan (their pointer, their selection), drawn as the ring of their initials; the
 * name and the place are always written beside it.
 */
export function PresenceList({ people, max = 4 }: PresenceListProps) {
  const ordered = [...people.filter((p) => p.isYou), ...people.filter((p) => !p.isYou)];
  const shown = ordered.slice(0, max);
  const hidden = ordered.length - shown.length;
  return (
    <section aria-label={t.label}>
      <ul
        className={styles.presence}
        aria-label={interpolate(pluralForm(t.count, people.length), { count: people.length })}
      >
        {shown.map((person) => (
          <li key={person.id} className={styles.person}>
            <span aria-hidden className={styles.avatar({ colour: person.colour, idle: person.isIdle === true })}>
              {initialsOf(person.name)}
            </span>
            <span className={styles.personText}>
              <span className={styles.personName}>
                {person.isYou ? interpolate(t.you, { name: person.name }) : person.name}
              </span>
              <span className={styles.personWhere}>{whereText(person)}</span>
            </span>
          </li>
        ))}
        {hidden > 0 && (
          <li className={styles.personWhere}>{interpolate(pluralForm(t.more, hidden), { count: hidden })}</li>
        )}
      </ul>
    </section>
  );
}
