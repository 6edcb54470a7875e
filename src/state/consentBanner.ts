import { atom } from 'jotai';

/**
 * The banner reopened on request ('Gérer mes cookies'), whatever the stored choice. A module of its own: the footer's
 * link sets it on every public page, without the stored consent's rules (state/consent.ts), which the consent host
 * loads once the page is live.
 */
export const consentBannerReopenedAtom = atom(false);
