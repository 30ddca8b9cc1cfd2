/**
 * Before the suite, as `vitrine build` and bin/vitrine.mjs would: the app bundle (the render
 * workers load it) and the compiled CLI (the tests spawn bin/vitrine.mjs, many at once).
 *
 * Every temporary folder of the run (the tests', the CLIs' they spawn, Chromium's profiles)
 * goes under one folder of its own, removed when the run ends: tests that left theirs behind
 * filled this machine's disk (79 GB of /tmp over a few days of runs).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appBundleIsStale, buildAppBundle } from '../builds/app-bundle.ts';
import { buildCli, currentCli } from '../bin/cli-bundle.mjs';

const RUN_PREFIX = 'vitrine-test-run-';
/** A run's folder this old was left by a run that was killed: nothing uses it any more. */
const STALE_MS = 6 * 60 * 60 * 1000;

function removeStaleRuns(root: string): void {
  for (const name of readdirSync(root)) {
    if (!name.startsWith(RUN_PREFIX)) continue;
    const dir = path.join(root, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run removed it meanwhile
    }
  }
}

export default async function setup(): Promise<() => void> {
  const root = os.tmpdir();
  removeStaleRuns(root);
  const runDir = mkdtempSync(path.join(root, RUN_PREFIX));
  // Read by os.tmpdir() in the test workers, which start after this, and in every process they spawn.
  process.env.TMPDIR = runDir;
  if (appBundleIsStale()) await buildAppBundle();
  if (!currentCli()) await buildCli();
  return () => rmSync(runDir, { recursive: true, force: true });
}
