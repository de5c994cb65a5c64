// Prints one summary line for the fault tests (the suites that break the stack on purpose), so CI
// output says at a glance how the product held up: `faults: N passed, N failed`.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const FAULT_FILES = /(faults|remote-failures|service-down)\.spec\.ts$/;

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!FAULT_FILES.test(test.location.file) || result.status === 'skipped') return;
    if (result.status === 'passed') this.passed++;
    else if (result.retry === test.retries) this.failed++;
  }

  onEnd(): void {
    console.log(`faults: ${this.passed} passed, ${this.failed} failed`);
  }
}
