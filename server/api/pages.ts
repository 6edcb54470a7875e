/**
 * The confirmation pages: static French HTML with no user data, no script and no style (the response's CSP is
 * default-src 'none'), readable in any browser and by screen readers as they are.
 */
import { PRODUCT_NAME } from '../../src/config/site.ts';
import { serverFr } from '../i18n.fr.ts';

export type ConfirmPageKind = 'confirmed' | 'alreadyConfirmed' | 'expired' | 'unknown' | 'error';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderConfirmPage(kind: ConfirmPageKind, siteUrl: string): string {
  const { title, text } = serverFr.confirmPage[kind];
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
<p><a href="${escapeHtml(siteUrl)}/">${escapeHtml(serverFr.confirmPage.backToSite)}</a></p>
</main>
</body>
</html>
`;
}
