/**
 * Names every test that passed only on its retry (browser files get one, vitest.config.ts), with
 * its retry count, so a flaky browser test is seen in the CI log and not hidden.
 */
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const diagnostic = test.diagnostic();
    if (!diagnostic?.flaky) return;
    const file = path.relative(process.cwd(), test.module.moduleId);
    this.retried.push(`${file} > ${test.fullName} (passed on retry ${diagnostic.retryCount})`);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    process.stdout.write(`\nFlaky: ${this.retried.length} test(s) failed once and passed on retry:\n${this.retried.map((t) => `  - ${t}`).join('\n')}\n`);
  }
}
