import type { SessionPerson } from '../../../db/sharing/session';
import { PRESENCE_COLOURS, type PresentPerson } from '../../../screens/Workspace/Sharing/types';

/** A person's colour on the plan: always the same for the same person, on every screen and browser. */
export function presenceColour(personId: string): PresentPerson['colour'] {
  let hash = 0;
  for (let i = 0; i < personId.length; i++) hash = (hash * 31 + personId.charCodeAt(i)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length] ?? 'blue';
}

/** The session's people as the presence list shows them. */
export function presentPeople(people: readonly SessionPerson[]): PresentPerson[] {
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    sheet: p.sheetName,
    isYou: p.isYou,
    colour: presenceColour(p.id),
  }));
}
