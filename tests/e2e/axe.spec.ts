/**
 * The audit every story and page goes through (tests/axe.ts) finds violations: a page made to break four WCAG rules
 * reports each of them, a rule switched off by name is not reported, and a second audit of the same document (axe
 * evaluated once per document) finds the same.
 */
import { axeViolations } from '../axe';
import { expect, test } from './fixtures';

const BROKEN = `<!doctype html><html lang="fr"><head><title>Audit</title></head><body><main>
  <h1>Audit</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <p style="color:#999;background:#fff">Texte trop pâle</p>
  <input type="text">
</main></body></html>`;

test('the audit reports each WCAG rule a page breaks, but those switched off', async ({ page }) => {
  await page.setContent(BROKEN);
  const ids = async (disabled: string[] = []) => (await axeViolations(page, disabled)).map((v) => v.id).sort();
  expect(await ids()).toEqual(['button-name', 'color-contrast', 'image-alt', 'label']);
  expect(await ids(['color-contrast'])).toEqual(['button-name', 'image-alt', 'label']);
  expect(await ids()).toEqual(['button-name', 'color-contrast', 'image-alt', 'label']);
});
