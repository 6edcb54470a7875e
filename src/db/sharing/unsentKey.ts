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
