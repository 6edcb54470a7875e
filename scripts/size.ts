/**
 * Measures what the browser must download before the shell runs: the entry script of dist/index.html and every
 * chunk it preloads (modulepreload), gzipped at level 9. Fails above the budget.
 *   tsx scripts/size.ts [--budget-kb 100]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = join(process.cwd(), 'dist');
const budgetArg = process.argv.indexOf('--budget-kb');
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 100;
// 1 KB = 1,000 bytes here: the stricter reading of "100 KB".
const budget = budgetKb * 1000;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const js = new Set<string>();
const css = new Set<string>();
for (const tag of tags) {
  if (tag.startsWith('<script') && /type="module"/.test(tag)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  } else if (/rel="modulepreload"/.test(tag)) {
    const href = attr(tag, 'href');
    if (href) js.add(href);
  } else if (/rel="stylesheet"/.test(tag)) {
    const href = attr(tag, 'href');
    if (href) css.add(href);
  }
}
if (js.size === 0) {
  console.error('size: no entry script found in dist/index.html');
  process.exit(1);
}

const measure = (files: Set<string>) =>
  [...files].map((f) => {
    const bytes = readFileSync(join(dist, f.replace(/^\//, '')));
    return { file: f, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

const jsRows = measure(js);
const cssRows = measure(css);
for (const r of [...jsRows, ...cssRows])
  console.log(`${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)} gzip`);
const total = jsRows.reduce((s, r) => s + r.gzip, 0);
const totalCss = cssRows.reduce((s, r) => s + r.gzip, 0);
console.log(`initial JavaScript: ${kb(total)} gzip (budget ${kb(budget)}); initial CSS: ${kb(totalCss)} gzip`);
if (total > budget) {
  console.error(`size: the shell's initial JavaScript is over budget by ${kb(total - budget)}`);
  process.exit(1);
}
