import { defineConfig } from 'vitest/config';
import RetriedReporter from './tests/retried-reporter.ts';
import BrowserFirstSequencer from './tests/sequencer.ts';

const EXCLUDE = ['**/node_modules/**', 'dist/**', '.vitrine/**'];
const BROWSER_FILES = ['**/*.e2e.test.{ts,tsx}'];
// Each project's own settings; the root's globalSetup runs once for both (a project that
// extended the root would run it again, building the app bundle twice).
const shared = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    globalSetup: ['tests/global-setup.ts'],
    // Builds use worker threads of their own; keep test files from competing for the 2 cores.
    maxWorkers: 2,
    sequence: { sequencer: BrowserFirstSequencer },
    reporters: ['default', new RetriedReporter()],
    projects: [
      { test: { ...shared, name: 'unit', include: ['**/*.test.{ts,tsx}'], exclude: [...EXCLUDE, ...BROWSER_FILES] } },
      // Real Chromium on a shared 2-core runner: a browser test that fails is run once more, as
      // Playwright's own CI preset does (it retries twice); RetriedReporter names each one in the log.
      { test: { ...shared, name: 'browser', include: BROWSER_FILES, exclude: EXCLUDE, retry: 1 } },
    ],
  },
});
