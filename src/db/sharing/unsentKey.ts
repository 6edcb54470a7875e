/**
 * Where this browser remembers its shared projects with work not sent yet (./unsentMarks.ts writes it). Apart from
 * it so that the workspace's first load carries only this check: a browser with nothing to send never loads the
 * background sending (routes/workspace/sharing/backgroundSend.ts) nor the sync code.
 */
export const UNSENT_STORAGE_KEY = 'metr.sharing.unsent';

/** Whether this project has a mark (its line on the list will say something: its place is kept from the first paint). */
export function isMarked(projectId: string): boolean {
  try {
    const marks = JSON.parse(localStorage.getItem(UNSENT_STORAGE_KEY) ?? '{}') as unknown;
    return typeof marks === 'object' && marks !== null && Object.hasOwn(marks, projectId);
  } catch {
    return false;
  }
}

/** Whether some shared project of this browser may have work to send, or a refusal to say. */
export function hasUnsentWork(): boolean {
  try {
    const text = localStorage.getItem(UNSENT_STORAGE_KEY);
    return text !== null && text !== '{}';
  } catch {
    return false;
  }
}

/** The prefix of the entries a shared project's bridge keeps for rows on their way (./unbridged.ts). */
export const UNBRIDGED_PREFIX = 'metr.sharing.unbridged:';

/**
 * Whether a page may have left a write of a shared project in the local database and not in its document (an entry
 * of ./unbridged.ts naming rows to send). Read without parsing, as a first load can afford: an entry of received rows
 * only says `"send":{}`; a false yes only loads the background sending, which reads the entries properly.
 */
export function hasLeftWrites(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(UNBRIDGED_PREFIX) && !(localStorage.getItem(key) ?? '').includes('"send":{}')) return true;
    }
  } catch {
    // Storage refused: the writes go at the project's next opening.
  }
  return false;
}
