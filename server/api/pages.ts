/**
 * The confirmation pages: static French HTML with no user data, no script and no style (the response's CSP is
 * default-src 'none'), readable in any browser and by screen readers as they are. The first page holds a plain form
 * that posts the token back: no script is needed for the double opt-in.
 */
import { PRODUCT_NAME } from '../../src/config/site.ts';
import { serverFr } from '../i18n.fr.ts';

export type ConfirmPageKind =
  'confirmForm' | 'confirmed' | 'alreadyConfirmed' | 'expired' | 'unknown' | 'forbidden' | 'tooManyRequests' | 'error';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A one-button form that posts a token back to `action`, relative to the page (its CSP's only form target). */
export function tokenForm(action: string, token: string, button: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(button)}</button>
</form>
`;
}

/** The page around a title, a sentence and an optional form, with the way back to the site. */
export function renderServerPage({
  title,
  text,
  form,
  siteUrl,
}: {
  title: string;
  text: string;
  form: string;
  siteUrl: string;
}): string {
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

/**
 * The form posts to `confirm`, relative to this page (…/api/emails/confirm?token=…), so it works under any API base
 * and stays on the page's own origin, the only one its CSP lets a form post to.
 */
function confirmForm(token: string): string {
  return tokenForm('confirm', token, serverFr.confirmPage.confirmButton);
}

export function renderConfirmPage(kind: ConfirmPageKind, siteUrl: string, token?: string): string {
  const { title, text } = serverFr.confirmPage[kind];
  const form = kind === 'confirmForm' && token ? confirmForm(token) : '';
  return renderServerPage({ title, text, form, siteUrl });
}
