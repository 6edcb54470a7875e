/**
 * A shared project's unsent work on the project list (a chunk of its own, fetched only when some project is marked:
 * db/sharing/unsentKey.ts): its mark, followed in this tab and the others, and whether the background sending has it
 * now. Nothing once it is sent.
 */
import { useSyncExternalStore } from 'react';
import { rememberedPersonId } from '../../../db/sharing/remembered';
import { markOwner, otherOwner, readMarks, subscribeMarks, type UnsentMark } from '../../../db/sharing/unsentMarks';
import { UnsentStatus, type UnsentState } from '../../../screens/Workspace/Sharing/UnsentStatus';
import { sendingNow, subscribeSending } from './backgroundSend';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** What the list says of a mark (null: nothing to say). */
export function unsentState(mark: UnsentMark | null, isSending: boolean, isOnline: boolean): UnsentState | null {
  if (mark === null) return null;
  if (mark !== 'unsent') return mark;
  if (!isOnline) return 'offline';
  return isSending ? 'sending' : 'waiting';
}

export default function UnsentStatusHost({ projectId }: { projectId: string }) {
  const mark = useSyncExternalStore(subscribeMarks, () => readMarks()[projectId] ?? null);
  const owner = useSyncExternalStore(subscribeMarks, () => markOwner(projectId)?.name ?? null);
  const me = rememberedPersonId();
  const isOthers = useSyncExternalStore(subscribeMarks, () => me !== null && otherOwner(projectId, me) !== null);
  const isSending = useSyncExternalStore(subscribeSending, () => sendingNow() === projectId);
  const isOnline = useSyncExternalStore(subscribeOnline, () => navigator.onLine !== false);
  // Another account's work waits for their sign-in here, whatever its mark: it is not this person's to send.
  const state = isOthers ? 'otherAccount' : unsentState(mark, isSending, isOnline);
  return state && <UnsentStatus state={state} name={owner ?? ''} />;
}
