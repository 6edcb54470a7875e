// A Jest reporter for the story tests (test-storybook runs Jest): writes every story file's and every story's time to
// test-reports/stories.json, the shape scripts/testing/profile.ts reads for all three runners.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname, relative } = require('node:path');

class TimingReporter {
  constructor(globalConfig, options = {}) {
    this.root = globalConfig.rootDir;
    this.output = options.outputFile ?? 'test-reports/stories.json';
    this.files = [];
  }

  onTestResult(_test, result) {
    this.files.push({
      file: relative(this.root, result.testFilePath),
      duration: result.perfStats.end - result.perfStats.start,
      tests: result.testResults.map((t) => ({
        name: t.fullName,
        duration: t.duration ?? 0,
        status: t.status,
        retries: Math.max(0, (t.invocations ?? 1) - 1),
      })),
    });
  }

  onRunComplete(_contexts, results) {
    mkdirSync(dirname(this.output), { recursive: true });
    writeFileSync(
      this.output,
      JSON.stringify(
        {
          runner: 'stories',
          passed: results.numPassedTests,
          failed: results.numFailedTests,
          total: results.numTotalTests,
          snapshots: results.snapshot.total,
          files: this.files,
        },
        null,
        1,
      ),
    );
  }
}

module.exports = TimingReporter;
