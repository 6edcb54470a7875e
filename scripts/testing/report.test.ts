import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { counts, playwrightReport, storiesReport, vitestReport } from './report';

const root = join(import.meta.dirname, '..', '..');

describe('the runners’ reports read back', () => {
  it('Vitest: each file’s time and each test’s status, paths from the project’s root', () => {
    const report = vitestReport({
      testResults: [
        {
          name: join(root, 'src/domain/a.test.ts'),
          startTime: 1000,
          endTime: 3500,
          assertionResults: [
            { fullName: 'a adds', duration: 12, status: 'passed' },
            { fullName: 'a skips', duration: null, status: 'skipped' },
            { fullName: 'a fails', duration: 3, status: 'failed' },
          ],
        },
      ],
    });
    expect(report.files).toEqual([{ file: 'src/domain/a.test.ts', seconds: 2.5 }]);
    expect(counts(report)).toBe('1 passed, 1 failed, 1 skipped');
  });

  it('stories: the pictures compared and any story that needed a retry', () => {
    const report = storiesReport({
      snapshots: 2,
      files: [
        {
          file: 'stories/components/Button.stories.tsx',
          duration: 4000,
          tests: [
            { name: 'Primary', duration: 1200, status: 'passed', retries: 0 },
            { name: 'Pending', duration: 900, status: 'passed', retries: 1 },
          ],
        },
      ],
    });
    expect(report.tests.map((t) => t.seconds)).toEqual([1.2, 0.9]);
    expect(counts(report)).toBe('2 passed, 2 pictures, 1 retried');
  });

  it('Playwright: nested suites named in full, a test’s attempts summed, a failed last attempt failed', () => {
    const report = playwrightReport({
      suites: [
        {
          file: 'landing.spec.ts',
          title: 'landing.spec.ts',
          suites: [
            {
              file: 'landing.spec.ts',
              title: 'landing',
              specs: [
                {
                  title: 'opens the dialog',
                  tests: [
                    {
                      projectName: 'e2e',
                      status: 'expected',
                      results: [{ duration: 800, status: 'passed', retry: 0 }],
                    },
                  ],
                },
                {
                  title: 'shifts nothing',
                  tests: [
                    {
                      projectName: 'paint',
                      status: 'unexpected',
                      results: [
                        { duration: 500, status: 'failed', retry: 0 },
                        { duration: 700, status: 'failed', retry: 1 },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(report.tests).toEqual([
      {
        name: 'landing › opens the dialog',
        file: 'tests/e2e/landing.spec.ts',
        seconds: 0.8,
        status: 'passed',
        retries: 0,
      },
      {
        name: 'landing › shifts nothing',
        file: 'tests/e2e/landing.spec.ts',
        seconds: 1.2,
        status: 'failed',
        retries: 1,
      },
    ]);
    expect(report.files).toEqual([{ file: 'tests/e2e/landing.spec.ts', seconds: 2 }]);
    expect(counts(report)).toBe('1 passed, 1 failed, 1 retried');
  });
});
