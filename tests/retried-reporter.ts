/**
 * Names every test that passed only on its retry (browser files get one, vitest.config.ts), with
 * its retry count and what failed the first time (the runner keeps a failed try's errors on a
 * test that then passed), so a flaky browser test is seen in the CI log and can be diagnosed.
 */
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const diagnostic = test.diagnostic();
    if (!diagnostic?.flaky) return;
    const file = path.relative(process.cwd(), test.module.moduleId);
    // Each error's message (an assertion's diff shows the console error or the violation) and
    // where in the project it was thrown.
    const errors = (test.result().errors ?? []).map((error) => {
      const at = (error.stack ?? '').split('\n').find((line) => /^\s+at /.test(line) && !line.includes('node_modules'));
      return ['', ...error.message.split('\n').slice(0, 20), ...(at ? [at.trim()] : [])].join('\n      ');
    });
    this.retried.push([`${file} > ${test.fullName} (passed on retry ${diagnostic.retryCount})`, ...errors].join('\n'));
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    process.stdout.write(`\nFlaky: ${this.retried.length} test(s) failed once and passed on retry:\n${this.retried.map((t) => `  - ${t}`).join('\n')}\n`);
  }
}
