import { defineConfig } from 'vitest/config';
import BrowserFirstSequencer from './tests/sequencer.ts';

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**', '.vitrine/**'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Builds use worker threads of their own; keep test files from competing for the 2 cores.
    maxWorkers: 2,
    sequence: { sequencer: BrowserFirstSequencer },
  },
});
