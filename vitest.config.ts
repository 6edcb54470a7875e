import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A hang guard, not a speed check: a jsdom interaction test that takes 1 s alone took 5.2 s on the shared
      // 2-core machine under load, past Vitest's 5 s default. Speed is measured by the benchmarks, never here.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'src/**/*.test.ts',
              'tokens/**/*.test.ts',
              'scripts/**/*.test.ts',
              'server/**/*.test.ts',
              'tests/lint/**/*.test.ts',
            ],
          },
        },
        {
          // LibreOffice recomputing our workbooks: its own step of npm test, under scripts/with-libreoffice.sh.
          extends: true,
          test: {
            name: 'libreoffice',
            environment: 'node',
            include: ['tests/libreoffice/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['./tests/unit/setup-dom.ts'],
          },
        },
      ],
    },
  }),
);
