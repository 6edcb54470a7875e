/**
 * « Gérer mes cookies »: reopens the consent banner, remembering where the focus was so that the banner gives it back
 * after the answer. Apart from the banner's host (ConsentHost.tsx), which the root layout fetches once the page is
 * live when an analytics id is configured, otherwise on this press (consentHostDemand.ts): the footer that offers
 * the link is part of every public page's first load.
 */
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { consentBannerReopenedAtom } from '../state/consentBanner';
import { askForConsentHost } from './consentHostDemand';

/** Where the focus was when the visitor reopened the banner, to give it back after the answer. */
let focusBeforeReopen: HTMLElement | null = null;

/** The element that had the focus when the banner was reopened (once: the next call returns null). */
export function takeFocusBeforeReopen(): HTMLElement | null {
  const target = focusBeforeReopen;
  focusBeforeReopen = null;
  return target;
}

/** Reopens the banner ('Gérer mes cookies'). */
export function useOpenConsent(): () => void {
  const setReopened = useSetAtom(consentBannerReopenedAtom);
  return useCallback(() => {
    const active = document.activeElement;
    focusBeforeReopen = active instanceof HTMLElement && active !== document.body ? active : null;
    setReopened(true);
    askForConsentHost();
  }, [setReopened]);
}
