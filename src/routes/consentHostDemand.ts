/**
 * When the consent host (ConsentHost.tsx, a chunk of its own) is worth fetching: an analytics id is configured
 * (a choice to ask for, or the vendor to load once granted), or the visitor asked for the banner (« Gérer mes
 * cookies », consentReopen.ts). Without an id a visit has nothing to ask, and loads none of it until that press.
 * No framework state and no consent rules here: the root layout reads it on every route's first load.
 */
import { useSyncExternalStore } from 'react';

/** The meta tag the server writes when ANALYTICS_ID is set (app/analytics.ts reads and checks the id). */
export const ANALYTICS_META_NAME = 'metr-analytics-id';

/** Whether an id is configured at all, served or built; the host checks it (`readAnalyticsId`). */
export const isAnalyticsConfigured = (doc: Document, buildId = import.meta.env?.VITE_ANALYTICS_ID): boolean =>
  !!(doc.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`)?.content.trim() || buildId?.trim());

let isAsked = false;
let notify = () => {};

/** The visitor asked for the banner: the host is fetched now, and stays (the choice may be asked for again). */
export function askForConsentHost(): void {
  isAsked = true;
  notify();
}

/** True once the visitor asked for the banner in this page (one subscriber: the root layout's host slot). */
export const useConsentHostAsked = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      notify = listener;
      return () => (notify = () => {});
    },
    () => isAsked,
    () => false,
  );
