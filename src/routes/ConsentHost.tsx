/**
 * The cookie-consent banner and the analytics loader (issue 5), mounted once by the public layout.
 * `useOpenConsent()` reopens the banner ('Gérer mes cookies' in the footer). Lands with the consent work
 * (in progress in this session).
 */
export function ConsentHost() {
  return null;
}

export function useOpenConsent(): () => void {
  return () => undefined;
}
