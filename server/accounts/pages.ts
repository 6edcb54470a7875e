/**
 * The magic link's pages, like the beta confirmation's (server/api/pages.ts): static French HTML, no script, no style.
 * Opening the link shows a « Se connecter » button that posts the token back; only that post uses the link, so a
 * mail scanner that follows links spends nothing, and the session cookie (SameSite=Strict) is set by a same-origin
 * request.
 */
import { renderServerPage, tokenForm } from '../api/pages.ts';
import { serverFr } from '../i18n.fr.ts';

export type LinkPageKind = 'form' | 'used' | 'expired' | 'unknown' | 'forbidden' | 'tooManyRequests';

export function renderLinkPage(kind: LinkPageKind, siteUrl: string, token?: string): string {
  const copy = serverFr.accounts.linkPage;
  const { title, text } = copy[kind];
  // Relative: the form posts to this page's own address (…/api/auth/link/open), the only origin its CSP allows.
  const form = kind === 'form' && token ? tokenForm('open', token, copy.button) : '';
  return renderServerPage({ title, text, form, siteUrl });
}
