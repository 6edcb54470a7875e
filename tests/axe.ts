/**
 * axe in a Playwright page, the same audit for the story tests (.storybook/test-runner.ts) and the end-to-end pages
 * (tests/e2e/fixtures.ts): the WCAG tags of a11y-tags.ts on the whole document, rules switched off only by name.
 *
 * Why not @axe-core/playwright's AxeBuilder: each `analyze()` evaluates axe's 550 KB source in every frame again, then
 * opens a second page, evaluates the source there too and finishes the run in it, and closes it. The story tests audit
 * every story twice (light and dark): those pages and evaluations were 62 % of the stories' time (460 of 746 s summed,
 * 2026-11-28). Our pages have no frames, so the audit runs where the page is: axe is evaluated once per document and
 * `axe.run` returns only the violations (`resultTypes` trims the passes it would otherwise serialise; it changes no
 * violation). The engine is the project's own `axe-core`, the one Storybook's a11y panel shows a developer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { A11Y_TAGS } from './a11y-tags';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const AXE_VERSION = (require('axe-core/package.json') as { version: string }).version;
let source: string | undefined;

interface AxeNode {
  readonly target: readonly unknown[];
}
export interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly AxeNode[];
}

/** Evaluates axe's source in the page's current document unless that document already has this version. */
async function inject(page: Page) {
  const present = await page.evaluate(() => (window as { axe?: { version?: string } }).axe?.version ?? null);
  if (present === AXE_VERSION) return;
  source ??= readFileSync(AXE_PATH, 'utf8');
  await page.evaluate(source);
}

/** The page's violations of the WCAG 2.2 AA rule set, but `disabled` rules (a story's documented exceptions). */
export async function axeViolations(page: Page, disabled: readonly string[] = []): Promise<AxeViolation[]> {
  await inject(page);
  return page.evaluate(
    async ({ tags, disabled }) => {
      interface Axe {
        run(
          context: Document,
          options: object,
        ): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
      }
      const { axe } = window as unknown as { axe: Axe };
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return result.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        nodes: nodes.map((n) => ({ target: n.target })),
      }));
    },
    { tags: A11Y_TAGS, disabled: [...disabled] },
  );
}

/** One line per violation: the rule, its help and the elements it found. */
export const describeViolation = (v: AxeViolation) =>
  `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`;
