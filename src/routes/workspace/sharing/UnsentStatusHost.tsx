/**
 * A shared project's unsent work on the project list (a chunk of its own, fetched only when some project is marked:
 * db/sharing/unsentKey.ts): its mark, followed in this tab and the others, and whether the background sending has it
 * now. Nothing once it is sent.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { rememberedPersonId } from '../../../db/sharing/remembered';
import { markOwner, readMarks, subscribeMarks, type UnsentMark } from '../../../db/sharing/unsentMarks';
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

/**
 * Who is signed in, for a mark that names its owner: asked of the server (db/sharing/person.ts, which remembers it
 * for offline); `undefined` while asking, null when nobody is (or the server cannot say and nobody is remembered).
 */
function useSignedInId(isAsked: boolean): string | null | undefined {
  const [me, setMe] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!isAsked) return undefined;
    let live = true;
    import('../../../db/sharing/person')
      .then((m) => m.signedInPerson())
      .then(
        (person) => live && setMe(person.person.id),
        () => live && setMe(rememberedPersonId()),
      );
    return () => {
      live = false;
    };
  }, [isAsked]);
  return me;
}

export default function UnsentStatusHost({ projectId }: { projectId: string }) {
  const mark = useSyncExternalStore(subscribeMarks, () => readMarks()[projectId] ?? null);
  const ownerId = useSyncExternalStore(subscribeMarks, () => markOwner(projectId)?.id ?? null);
  const ownerName = useSyncExternalStore(subscribeMarks, () => markOwner(projectId)?.name ?? '');
  const me = useSignedInId(ownerId !== null);
  const isSending = useSyncExternalStore(subscribeSending, () => sendingNow() === projectId);
  const isOnline = useSyncExternalStore(subscribeOnline, () => navigator.onLine !== false);
  // Whose it is not known yet: the line's place is kept, empty.
  if (ownerId !== null && me === undefined) return <UnsentStatus state="waiting" name="" isPlaceholder />;
  // Another account's work waits for their sign-in here, whatever its mark: it is not this person's to send. Nobody
  // signed in: named too, for whoever signs in next.
  const state = ownerId !== null && ownerId !== me ? 'otherAccount' : unsentState(mark, isSending, isOnline);
  return state && <UnsentStatus state={state} name={ownerName} />;
}
