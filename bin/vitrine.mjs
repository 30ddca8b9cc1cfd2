#!/usr/bin/env node
// The CLI starts from its compiled bundle (.vitrine/cli, bin/cli-bundle.mjs) when that is
// current, building it first when it is missing or stale (esbuild, ≈ 0.1 s); it falls back to
// the TypeScript sources through tsx when it cannot be built (no esbuild, a read-only install)
// or when VITRINE_FROM_SOURCES=1 asks. The render workers run the prebuilt server bundle
// (.vitrine/server) either way.
import module from 'node:module';
import { buildCli, currentCli } from './cli-bundle.mjs';

// Node 22.1+ keeps the compiled code of the modules it loads on disk (in the OS temp folder), so a
// second start on the same machine (a CI job's build, then its deploy) compiles nothing again.
// Node 20 has no such cache: the call is skipped.
module.enableCompileCache?.();

// No colour codes in a pipe or a CI log (Vite's warnings included), nor when NO_COLOR asks.
if (!process.stderr.isTTY && !('FORCE_COLOR' in process.env)) process.env.NO_COLOR = '1';

let compiled = null;
if (process.env.VITRINE_FROM_SOURCES !== '1') {
  compiled = currentCli();
  if (!compiled) compiled = await buildCli().catch(() => null);
}

if (compiled) {
  await import(compiled);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/index.ts');
}
