import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
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

/** A person's name as the list says it: « Claire Martin (vous) ». */
const nameOf = (person: PresentPerson) => (person.isYou ? interpolate(t.you, { name: person.name }) : person.name);

/** You first, then the others in the order they came. */
export function orderedPeople(people: readonly PresentPerson[]): PresentPerson[] {
  return [...people.filter((p) => p.isYou), ...people.filter((p) => !p.isYou)];
}

/** The button's accessible name: how many, and who (« 3 personnes sur ce projet : Claire Martin (vous), Jean Leroy… »). */
export function presenceSummary(people: readonly PresentPerson[]): string {
  const ordered = orderedPeople(people);
  return interpolate(t.summary, {
    count: interpolate(pluralForm(t.count, ordered.length), { count: ordered.length }),
    names: ordered.map(nameOf).join(', '),
  });
}

export interface PresenceListProps {
  readonly people: readonly PresentPerson[];
  /** Initials shown in the header; the others are counted (« +2 »). @default 3 */
  readonly max?: number;
}

/**
 * Who is on the shared project now, compact enough to leave the header's breadcrumb its room: overlapping initials
 * (you first), each ringed in the person's colour on the plan, and « +2 » for the rest. The initials are one button
 * whose accessible name says how many and who; it opens the full list with each name and the sheet they are on — the
 * colour is never the only cue.
 */
export function PresenceList({ people, max = 3 }: PresenceListProps) {
  const ordered = orderedPeople(people);
  const shown = ordered.slice(0, max);
  const hidden = ordered.length - shown.length;
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm" className={styles.presenceButton}>
        {/* The name is this text, not an aria-label: the initials, hidden from assistive technology, are not words. */}
        <VisuallyHidden>{presenceSummary(people)}</VisuallyHidden>
        <span aria-hidden className={styles.avatarStack}>
          {shown.map((person) => (
            <span
              key={person.id}
              className={styles.avatar({ colour: person.colour, idle: person.isIdle === true, stacked: true })}
            >
              {initialsOf(person.name)}
            </span>
          ))}
          {hidden > 0 && <span className={styles.avatarMore}>{interpolate(t.overflow, { count: hidden })}</span>}
        </span>
      </Button>
      <Popover placement="bottom end" className={styles.presencePopover}>
        <Dialog className={styles.presenceDialog}>
          <PresencePeople people={ordered} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The full list: each person's initials, name and where they are. */
function PresencePeople({ people }: { readonly people: readonly PresentPerson[] }) {
  return (
    <>
      <Heading slot="title" className={styles.presenceHeading}>
        {interpolate(pluralForm(t.count, people.length), { count: people.length })}
      </Heading>
      <ul className={styles.presence}>
        {people.map((person) => (
          <li key={person.id} className={styles.person}>
            <span aria-hidden className={styles.avatar({ colour: person.colour, idle: person.isIdle === true })}>
              {initialsOf(person.name)}
            </span>
            <span className={styles.personText}>
              <span className={styles.personName}>{nameOf(person)}</span>
              <span className={styles.personWhere}>{whereText(person)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
