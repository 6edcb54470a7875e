/**
 * The layer lint really fails a crossing: ESLint is run on import lines as if they were written in each layer's
 * folder (nothing is written to disk), with the project's own configuration.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${importPath}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layer lint', () => {
  it.each([
    ['src/domain/takeoff/fixture.ts', '../../screens/Landing', 'Domain logic has no React and no UI.'],
    ['src/domain/fixture.ts', '../i18n/workspace.fr', 'Domain logic has no React and no UI.'],
    ['src/domain/fixture.ts', 'react', 'Domain logic has no React and no UI.'],
    ['src/domain/takeoff/fixture.ts', '../../react/readable', 'Domain logic has no React and no UI.'],
    ['src/react/fixture.ts', '../components/Button', 'React helpers (no UI)'],
    ['src/components/Button/fixture.ts', '../../state/modal', 'Components are the design system: no app layers.'],
    ['src/components/Link/fixture.tsx', '../../i18n/fr', 'Components take their words as props or from their own copy'],
    ['src/components/Toast/fixture.tsx', '../../i18n/pages.fr', 'Components take their words as props or from'],
    ['src/components/Modal/fixture.test.tsx', '../../i18n/account.fr', 'Components take their words as props or from'],
    ['src/screens/About/fixture.ts', '../../db/schema', 'Screens are pure'],
    ['src/state/fixture.ts', '../screens/Dashboard', 'Atoms hold state'],
    ['src/db/fixture.ts', '../routes/router', 'The storage layer knows rows and typed errors'],
    ['src/db/fixture.ts', '../i18n/account.fr', 'The storage layer knows rows and typed errors'],
    ['src/i18n/fixture.ts', '../db/schema', 'Copy modules hold words'],
    ['src/workers/pdf/fixture.ts', '../../components/Button', 'Workers have no React'],
    ['server/api/fixture.ts', '../../src/routes/router.tsx', 'The server shares contracts'],
    ['scripts/fixture.ts', '../src/db/schema', 'Build scripts run in Node'],
    ['src/routes/fixture.tsx', '../app/RootLayout', 'Routes sit below the app'],
    ['src/routes/workspace/fixture.tsx', '../../app/analytics', 'Routes sit below the app'],
    ['src/routes/fixture.test.tsx', '../app/RootLayout', 'Routes sit below the app'],
    ['src/screens/About/fixture.ts', '../../app/Providers', 'Screens are pure'],
    ['src/patterns/SiteHeader/fixture.ts', '../../app/firstPaint', 'Patterns compose components only.'],
    ['src/state/fixture.ts', '../app/analytics', 'Atoms hold state'],
  ])('%s may not import %s', async (file, target, message) => {
    const errors = await layerErrors(file, target);
    expect(errors.length, `${file} → ${target}`).toBe(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['src/screens/About/fixture.ts', '../../components/Button'],
    ['src/components/Link/fixture.tsx', '../../i18n/components-shell.fr'],
    ['src/components/Toast/fixture.tsx', '../../i18n/components.fr'],
    ['src/patterns/SiteFooter/fixture.tsx', '../../i18n/fr'],
    ['src/routes/fixture.ts', '../state/modal'],
    ['src/routes/router.tsx', '../app/RootLayout'],
    ['src/routes/ConsentHost.tsx', '../app/analytics'],
    ['src/routes/fixture.test.tsx', '../app/Providers'],
    ['src/screens/Landing/fixture.tsx', '../../react/readable'],
    ['src/routes/fixture.tsx', '../react/readable'],
    ['src/app/fixture.tsx', '../routes/ConsentHost'],
    ['src/workers/pdf/fixture.ts', '../../domain/pdf/errors'],
    ['server/api/fixture.ts', '../../src/domain/validation/beta.ts'],
    ['src/i18n/fixture.ts', '../domain/takeoff'],
    ['src/i18n/fixture.ts', '../db/errors'],
  ])('%s may import %s', async (file, target) => {
    expect(await layerErrors(file, target)).toEqual([]);
  });
});
