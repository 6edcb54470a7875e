/**
 * The magic link's pages, like the beta confirmation's (server/api/pages.ts): static French HTML, no script, no style.
 * Opening the link shows a « Se connecter » button that posts the token back; only that post uses the link, so a
 * mail scanner that follows links spends nothing, and the session cookie (SameSite=Strict) is set by a same-origin
 * request.
 */
import { PRODUCT_NAME } from '../../src/config/site.ts';
import { serverFr } from '../i18n.fr.ts';

export type LinkPageKind = 'form' | 'used' | 'expired' | 'unknown' | 'forbidden' | 'tooManyRequests';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderLinkPage(kind: LinkPageKind, siteUrl: string, token?: string): string {
  const copy = serverFr.accounts.linkPage;
  const { title, text } = copy[kind];
  // Relative: the form posts to this page's own address (…/api/auth/link/open), the only origin its CSP allows.
  const form =
    kind === 'form' && token
      ? `<form method="post" action="open">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(copy.button)}</button>
</form>
`
      : '';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${PRODUCT_NAME}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${form}<p><a href="${escapeHtml(siteUrl)}/">${escapeHtml(serverFr.confirmPage.backToSite)}</a></p>
</main>
</body>
</html>
`;
}
