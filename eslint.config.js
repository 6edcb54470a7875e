import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// House style: tokens → theme → components → patterns → screens → routes → app. A lower layer never imports a
// higher one, and screens stay pure (no atoms, no Dexie, no fetch).
const layers = ['theme', 'components', 'patterns', 'screens', 'routes', 'app'];
const above = (layer) => layers.slice(layers.indexOf(layer) + 1);
/** One no-restricted-imports pattern: imports reaching into src/<name> for each name, but the `except` files. */
const restrict = (names, message, except = []) => ({
  group: [
    // A folder with an exception is matched by its files, so that the exception can re-include one of them
    // (ignore-style patterns cannot re-include a file whose folder is excluded).
    ...names.flatMap((n) => (except.some((e) => e.startsWith(`${n}/`)) ? [`**/${n}/*`] : [`**/${n}`, `**/${n}/**`])),
    ...except.map((e) => `!**/${e}`),
  ],
  message,
});
/** The rule for a folder, from its patterns (one config object per folder: a later one would replace the rule). */
const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const forbid = (names, message, except = []) => rule(restrict(names, message, except));
/** The same, for code outside src/ (the server, the scripts): only imports that reach into src/<name>. */
const forbidSrc = (names, message) =>
  forbid(
    names.map((n) => `src/${n}`),
    message,
  );
/** Everything that renders or holds UI state. */
const ui = ['theme', 'components', 'patterns', 'screens', 'routes', 'app'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'src/theme/tokens.gen.ts',
      '**/__snapshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  { files: ['src/theme/**'], rules: forbid(above('theme'), 'The theme sits below every other layer.') },
  {
    files: ['src/components/**'],
    rules: rule(
      restrict([...above('components'), 'state', 'db'], 'Components are the design system: no app layers.'),
      // A component is reused by pages that do not exist yet: its words come as props or from its own copy module,
      // never from the app's page copy (fr, pages, account…), which would tie it to one page and its chunk.
      restrict(
        ['i18n'],
        'Components take their words as props or from their own copy (src/i18n/components*.fr.ts), not from page copy.',
        ['i18n/components.fr', 'i18n/components-shell.fr'],
      ),
    ),
  },
  {
    files: ['src/patterns/**'],
    rules: forbid([...above('patterns'), 'state', 'db'], 'Patterns compose components only.'),
  },
  {
    files: ['src/screens/**'],
    rules: forbid(['routes', 'app', 'state', 'db'], 'Screens are pure: props in, callbacks out (no atoms, no Dexie).'),
  },
  {
    files: ['src/routes/**'],
    // The route tree mounts the app's root layout, and the consent host loads the analytics the visitor accepted
    // (its test stands in for them): the two places a route module reaches up into the app, by design (README,
    // Decisions).
    ignores: ['src/routes/router.tsx', 'src/routes/ConsentHost.tsx', 'src/routes/ConsentHost.test.tsx'],
    rules: forbid(['app'], 'Routes sit below the app: the app mounts them, not the other way round.'),
  },
  {
    files: ['src/routes/**/*.test.ts', 'src/routes/**/*.test.tsx'],
    // A container's test renders it inside the app's providers, as the root layout does.
    ignores: ['src/routes/ConsentHost.test.tsx'],
    rules: forbid(['app'], 'Routes sit below the app: the app mounts them, not the other way round.', [
      'app/Providers',
    ]),
  },
  {
    files: ['src/domain/**'],
    // 'react' also matches the React package itself ('react', 'react/jsx-runtime') and src/react/.
    rules: forbid([...layers, 'react', 'state', 'db', 'i18n', 'workers'], 'Domain logic has no React and no UI.'),
  },
  {
    files: ['src/react/**'],
    rules: forbid(
      [...layers, 'state', 'db', 'i18n', 'workers', 'domain'],
      'React helpers (no UI) serve every React layer and import none of them.',
    ),
  },
  {
    files: ['src/state/**'],
    rules: forbid([...ui.filter((l) => l !== 'theme'), 'workers'], 'Atoms hold state: no screens, no routes.'),
  },
  {
    files: ['src/db/**'],
    rules: forbid(
      [...ui, 'state', 'workers', 'i18n'],
      'The storage layer knows rows and typed errors, not the UI: src/i18n/storage.ts words them in French.',
    ),
  },
  {
    files: ['src/i18n/**'],
    // The storage layer's typed errors are the one thing from db/ that copy may name: they are worded here.
    rules: forbid([...ui, 'state', 'db', 'workers'], 'Copy modules hold words and their formatting only.', [
      'db/errors',
    ]),
  },
  {
    files: ['src/workers/**'],
    rules: forbid([...ui, 'state'], 'Workers have no React and no UI state: typed messages in and out.'),
  },
  {
    files: ['server/**'],
    rules: forbidSrc([...ui, 'state', 'db', 'workers'], 'The server shares contracts, not the browser app.'),
  },
  {
    files: ['scripts/**'],
    rules: forbidSrc(['state', 'db'], 'Build scripts run in Node: no app state, no browser database.'),
  },
  {
    files: ['src/screens/**', 'src/components/**', 'src/patterns/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Network calls belong in routes.' }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'stories/**', '.storybook/**', 'scripts/**', 'tokens/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
