/**
 * The person's account on the Metr server and their firm, read and changed through the API client: what the list's
 * « Compte et cabinet » dialog and the first steps of « Partager ce projet » both show (AccountSignIn, FirmPanel).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import { AccountSignIn } from '../../../screens/Workspace/Sharing/AccountSignIn';
import { FirmPanel, type FirmMemberEntry } from '../../../screens/Workspace/Sharing/FirmPanel';
import { PasswordPanel, type PasswordSaveResult } from '../../../screens/Workspace/Sharing/PasswordPanel';
import {
  AccountDataPanel,
  type AccountDeleteConfirmation,
  type AccountDeleteResult,
  type AccountDownloadResult,
} from '../../../screens/Workspace/Sharing/AccountDataPanel';
import type { FirmMember, Me, SharingApi, SharingApiError } from '../../../workspace/sharing/api';
import { rememberAccount } from '../../../workspace/sharing/known';
import { otherOwner, readMarks } from '../../../db/sharing/unsentMarks';
import { shareApiErrorMessage } from './ShareErrors';
import { personLabel } from '../../../domain/sharing/people';

const { errors } = sharingFr.accountData;

export type AccountState =
  | { readonly status: 'loading' }
  | { readonly status: 'off' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'error'; readonly error: SharingApiError }
  | { readonly status: 'ready'; readonly me: Me };

export function useAccount(api: SharingApi, { onSignedOut }: { onSignedOut?: () => void } = {}) {
  const [account, setAccount] = useState<AccountState>({ status: 'loading' });
  const [signIn, setSignIn] = useState<{ stage: 'form' | 'sent'; sentTo: string }>({ stage: 'form', sentTo: '' });
  const [members, setMembers] = useState<readonly FirmMember[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Said above the sign-in form once the account was deleted. */
  const [farewell, setFarewell] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const live = useRef(true);

  /** Puts the server's answer about the person into the state (their firm's members with it). */
  const apply = useCallback(
    async (result: Awaited<ReturnType<SharingApi['me']>>) => {
      if (!live.current) return;
      if (result.ok) {
        rememberAccount(true);
        setFarewell(null);
        setAccount({ status: 'ready', me: result.value });
        if (result.value.firm) {
          const list = await api.firmMembers();
          if (live.current && list.ok) setMembers(list.value);
        }
      } else if (result.error.kind === 'off') setAccount({ status: 'off' });
      else if (result.error.kind === 'unauthenticated') {
        rememberAccount(false);
        setAccount({ status: 'signedOut' });
      } else setAccount({ status: 'error', error: result.error });
    },
    [api],
  );

  const refresh = useCallback(async () => apply(await api.me()), [api, apply]);

  useEffect(() => {
    live.current = true;
    api
      .me()
      .then(apply)
      .catch(() => undefined);
    return () => {
      live.current = false;
    };
  }, [api, apply]);

  // The link opens in another tab (the mail client's): back here, the session is read again.
  useEffect(() => {
    if (signIn.stage !== 'sent') return;
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signIn.stage, refresh]);

  /** Runs one change: pending while it runs, its refusal in `error`. */
  const run = async <T,>(
    change: () => Promise<{ ok: true; value: T } | { ok: false; error: SharingApiError }>,
  ): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    setNotice(null);
    const result = await change();
    if (!live.current) return undefined;
    setPending(false);
    if (result.ok) return result.value;
    if (result.error.kind === 'off') setAccount({ status: 'off' });
    setError(
      result.error.kind === 'unauthenticated' && account.status !== 'ready'
        ? sharingFr.account.errors.badCredentials
        : shareApiErrorMessage(result.error),
    );
    return undefined;
  };

  const actions = {
    requestLink: async (email: string) => {
      if ((await run(() => api.requestLink(email))) === undefined) return;
      // The link will bring this browser back signed in: the project list may ask the server from then on.
      rememberAccount(true);
      setSignIn({ stage: 'sent', sentTo: email });
    },
    passwordSignIn: async (email: string, password: string) => {
      if ((await run(() => api.signIn(email, password))) !== undefined) await refresh();
    },
    otherAddress: () => {
      setSignIn({ stage: 'form', sentTo: '' });
      setError(null);
    },
    signOut: async () => {
      if ((await run(() => api.signOut())) === undefined) return;
      rememberAccount(false);
      setAccount({ status: 'signedOut' });
      setSignIn({ stage: 'form', sentTo: '' });
      setMembers([]);
      onSignedOut?.();
    },
    createFirm: async (name: string) => {
      const firm = await run(() => api.createFirm(name));
      if (firm === undefined) return;
      await refresh();
      setNotice(interpolate(sharingFr.firm.created, { name: firm.name }));
    },
    /** The password form's own answer: its refusal goes on the field it is about, not in the panel's alert. */
    savePassword: async (password: string, currentPassword: string | undefined): Promise<PasswordSaveResult> => {
      const result = await api.setPassword(password, currentPassword);
      if (result.ok) {
        await refresh();
        return { ok: true };
      }
      const { error: refusal } = result;
      if (refusal.code === 'reauthenticate') {
        // Within 15 minutes of a link no current password is asked; past them, the server asks for it: read again.
        if (currentPassword === undefined) await refresh();
        return { ok: false, field: 'current', message: sharingFr.password.errors.currentWrong };
      }
      if (refusal.kind === 'unauthenticated') await refresh();
      if (refusal.kind === 'invalid' && refusal.fields?.password !== undefined)
        return { ok: false, field: 'password', message: refusal.fields.password };
      return { ok: false, message: shareApiErrorMessage(refusal) };
    },
    /** Saves the person's own data, as the server gives it, under the server's file name. */
    downloadData: async (): Promise<AccountDownloadResult> => {
      const result = await api.exportData();
      if (!result.ok) {
        if (result.error.kind === 'unauthenticated') await refresh();
        const offline = result.error.kind === 'offline';
        return { ok: false, message: offline ? errors.downloadOffline : shareApiErrorMessage(result.error) };
      }
      const url = URL.createObjectURL(new Blob([result.value.text], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = result.value.fileName;
      link.click();
      // The download has its own copy once started; the URL is let go after the click's task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return { ok: true };
    },
    /** The deletion's own answer: its refusal goes on the confirmation field, or names the projects that keep it. */
    deleteAccount: async (confirmation: AccountDeleteConfirmation): Promise<AccountDeleteResult> => {
      const result = await api.deleteAccount(confirmation);
      if (result.ok) {
        if (!live.current) return { ok: true };
        rememberAccount(false);
        setAccount({ status: 'signedOut' });
        setSignIn({ stage: 'form', sentTo: '' });
        setMembers([]);
        setFarewell(sharingFr.accountData.deleted);
        onSignedOut?.();
        return { ok: true };
      }
      const { error: refusal } = result;
      if (refusal.code === 'sole_economiste') {
        return { ok: false, soleEconomisteOf: (refusal.projects ?? []).map((p) => p.name) };
      }
      if (refusal.code === 'reauthenticate') {
        // The address no longer does once the server asks for the password (past a link's 15 minutes): read again.
        if (!('currentPassword' in confirmation)) {
          await refresh();
          return { ok: false, onField: true, message: sharingFr.accountData.errors.currentMissing };
        }
        return { ok: false, onField: true, message: sharingFr.accountData.errors.currentWrong };
      }
      if (refusal.code === 'reauthenticate_link') {
        // The session is older than a link's 15 minutes and the account has no password: `me` now says so.
        await refresh();
        return { ok: false, message: sharingFr.accountData.errors.freshLink };
      }
      if (refusal.code === 'confirm_email' || refusal.fields?.email !== undefined) {
        const email = account.status === 'ready' ? account.me.person.email : '';
        return { ok: false, onField: true, message: interpolate(sharingFr.accountData.errors.emailWrong, { email }) };
      }
      if (refusal.kind === 'unauthenticated') await refresh();
      return { ok: false, message: refusal.kind === 'offline' ? errors.deleteOffline : shareApiErrorMessage(refusal) };
    },
    addMember: async (email: string) => {
      const list = await run(() => api.addFirmMember(email));
      if (list === undefined) return;
      setMembers(list);
      setNotice(interpolate(sharingFr.firm.added, { email }));
    },
  };

  return { account, signIn, members, error, notice, farewell, isPending, refresh, actions };
}

export type AccountFlow = ReturnType<typeof useAccount>;

/**
 * The shared projects whose changes or plans of this person wait in this browser (db/sharing/unsentMarks.ts): a mark
 * of theirs, or one made before marks had owners. Refusals are not counted (the sync of those stopped: nothing goes).
 */
function ownUnsentProjects(personId: string): number {
  const marks = readMarks();
  return Object.keys(marks).filter(
    (id) => (marks[id] === 'unsent' || marks[id] === 'plansRefused') && otherOwner(id, personId) === null,
  ).length;
}

/**
 * The step the account is at, as a screen: signing in (or « not enabled on this server »), or the firm. `null` once
 * the person is signed in with a firm and `firmAlways` is false (the share flow goes on to the share dialog).
 */
export function accountStep(
  flow: AccountFlow,
  { intro, firmAlways }: { intro?: { signIn?: string; firm?: string }; firmAlways: boolean },
): ReactNode {
  const { account, signIn, error, notice, farewell, isPending, actions } = flow;
  if (account.status === 'loading') return null;
  if (account.status === 'off' || account.status === 'signedOut' || account.status === 'error') {
    return (
      <AccountSignIn
        state={account.status === 'off' ? 'off' : signIn.stage}
        sentTo={signIn.sentTo}
        {...(intro?.signIn ? { intro: intro.signIn } : {})}
        error={error ?? (account.status === 'error' ? shareApiErrorMessage(account.error) : null)}
        notice={farewell}
        isPending={isPending}
        onRequestLink={(email) => void actions.requestLink(email)}
        onPasswordSignIn={(email, password) => void actions.passwordSignIn(email, password)}
        onOtherAddress={actions.otherAddress}
      />
    );
  }
  const { me } = account;
  if (me.firm !== null && !firmAlways) return null;
  const entries: FirmMemberEntry[] = flow.members.map((m) => ({
    id: m.personId,
    name: personLabel(m.email),
    email: m.email,
    isAdmin: m.isAdmin,
    isYou: m.personId === me.person.id,
  }));
  const firm = (
    <FirmPanel
      email={me.person.email}
      firm={me.firm}
      members={entries}
      {...(intro?.firm ? { intro: intro.firm } : {})}
      error={error}
      notice={notice}
      isPending={isPending}
      onCreate={(name) => void actions.createFirm(name)}
      onAddMember={(email) => void actions.addMember(email)}
      onSignOut={() => void actions.signOut()}
      unsentProjects={() => ownUnsentProjects(me.person.id)}
    />
  );
  // The password belongs to the account's own dialog, not to the steps of « Partager ce projet ».
  if (!firmAlways) return firm;
  return (
    <>
      {firm}
      <PasswordPanel
        email={me.person.email}
        hasPassword={me.person.hasPassword}
        needsCurrentPassword={me.person.needsCurrentPassword}
        onSave={actions.savePassword}
      />
      <AccountDataPanel
        email={me.person.email}
        needsCurrentPassword={me.person.needsCurrentPassword}
        needsFreshLink={me.person.needsFreshLink ?? false}
        onDownload={actions.downloadData}
        onDelete={actions.deleteAccount}
      />
    </>
  );
}
