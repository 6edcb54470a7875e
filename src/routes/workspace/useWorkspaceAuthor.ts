import { useEffect, useState } from 'react';
import { getLocalUser } from '../../db/local';
import type { Author } from '../../db/workspace/journal';
import { useSession } from '../../state/session';

/**
 * Who the workspace's changes are journalled by: the local user's id (no personal data in the journal), or null while
 * it is read and when nobody is signed in. A profile that cannot be read falls back to the session's email, so that
 * work is never refused for want of a name in the history.
 */
export function useWorkspaceAuthor(): Author | null {
  const email = useSession()?.email ?? null;
  const [author, setAuthor] = useState<{ email: string; by: string } | null>(null);
  useEffect(() => {
    if (email === null) return undefined;
    let isCurrent = true;
    getLocalUser(email).then(
      (user) => isCurrent && setAuthor({ email, by: user?.id ?? email }),
      () => isCurrent && setAuthor({ email, by: email }),
    );
    return () => {
      isCurrent = false;
    };
  }, [email]);
  return author !== null && author.email === email ? { by: author.by } : null;
}
