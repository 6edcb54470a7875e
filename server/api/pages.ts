/**
 * The confirmation pages: static French HTML with no user data, no script and no style (the response's CSP is
 * default-src 'none'), readable in any browser and by screen readers as they are. The first page holds a plain form
 * that posts the token back: no script is needed for the double opt-in.
 */
import { PRODUCT_NAME } from '../../src/config/site.ts';
import { serverFr } from '../i18n.fr.ts';

export type ConfirmPageKind =
  'confirmForm' | 'confirmed' | 'alreadyConfirmed' | 'expired' | 'unknown' | 'forbidden' | 'tooManyRequests' | 'error';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The form posts to `confirm`, relative to this page (…/api/emails/confirm?token=…), so it works under any API base
 * and stays on the page's own origin, the only one its CSP lets a form post to.
 */
function confirmForm(token: string): string {
  return `<form method="post" action="confirm">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(serverFr.confirmPage.confirmButton)}</button>
</form>
`;
}

export function renderConfirmPage(kind: ConfirmPageKind, siteUrl: string, token?: string): string {
  const { title, text } = serverFr.confirmPage[kind];
  const form = kind === 'confirmForm' && token ? confirmForm(token) : '';
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
