/**
 * « Compte et cabinet » from the project list (a chunk of its own): signing in or out of the Metr server, and the
 * firm — created, its members listed, one added by an administrator.
 */
import { useMemo } from 'react';
import { siteConfig } from '../../../config/site';
import { AccountDialog } from '../../../screens/Workspace/Sharing/AccountDialog';
import { sharingApi, type SharingApi } from '../../../workspace/sharing/api';
import { accountStep, useAccount } from './AccountFlow';

export interface AccountDialogHostProps {
  readonly isOpen: boolean;
  /** `changed`: the person signed in or out, or their firm changed (the list reads its shared projects again). */
  readonly onClose: () => void;
  readonly onChanged: () => void;
  /** Test seam. */
  readonly api?: SharingApi;
}

export default function AccountDialogHost({ isOpen, onClose, onChanged, api: given }: AccountDialogHostProps) {
  const api = useMemo(() => given ?? sharingApi({ base: siteConfig.apiBase }), [given]);
  const flow = useAccount(api, { onSignedOut: onChanged });
  return (
    <AccountDialog
      isOpen={isOpen}
      onClose={() => {
        onChanged();
        onClose();
      }}
      isLoading={flow.account.status === 'loading'}
    >
      {accountStep(flow, { firmAlways: true })}
    </AccountDialog>
  );
}
