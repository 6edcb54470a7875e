/**
 * Session recording (Hotjar): where its id comes from. The loader itself (./analyticsLoader.ts) is a chunk of its
 * own that ConsentHost imports only once the visitor has accepted (or refuses after accepting): no first load pays
 * for it.
 *
 * The id comes from `<meta name="metr-analytics-id">`, which the server writes into the page when ANALYTICS_ID (or
 * VITE_ANALYTICS_ID) is set in its environment — the same variable that opens the CSP to the vendor, so the page never
 * tries to load a script the policy would block, and one build serves every environment. VITE_ANALYTICS_ID baked in at
 * build time is the fallback for a static host without our server. No id: nothing is ever loaded.
 */
import { isValidAnalyticsId } from '../domain/consent';
import { ANALYTICS_META_NAME } from '../routes/consentHostDemand';

export { ANALYTICS_META_NAME };

/** The configured id, or undefined (no analytics at all). */
export function readAnalyticsId(
  doc: Document | undefined = globalThis.document,
  buildId: string | undefined = import.meta.env?.VITE_ANALYTICS_ID,
): string | undefined {
  const served = doc?.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`)?.content.trim();
  if (isValidAnalyticsId(served)) return served;
  const built = buildId?.trim();
  return isValidAnalyticsId(built) ? built : undefined;
}
