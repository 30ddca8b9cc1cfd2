import { defineConfig } from 'vitest/config';
import RetriedReporter from './tests/retried-reporter.ts';
import BrowserFirstSequencer from './tests/sequencer.ts';

const BROWSER_FILES = ['**/*.e2e.test.{ts,tsx}'];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'dist/**', '.vitrine/**'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Builds use worker threads of their own; keep test files from competing for the 2 cores.
    maxWorkers: 2,
    sequence: { sequencer: BrowserFirstSequencer },
    reporters: ['default', new RetriedReporter()],
    projects: [
      { extends: true, test: { name: 'unit', include: ['**/*.test.{ts,tsx}'], exclude: [...BROWSER_FILES, '**/node_modules/**', 'dist/**', '.vitrine/**'] } },
      // Real Chromium on a shared 2-core runner: a browser test that fails is run once more, as
      // Playwright's own CI preset does (it retries twice); the log names every test that needed it.
      { extends: true, test: { name: 'browser', include: BROWSER_FILES, retry: 1 } },
    ],
  },
});
