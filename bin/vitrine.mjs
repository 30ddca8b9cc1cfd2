#!/usr/bin/env node
// The CLI starts from its compiled bundle (.vitrine/cli, bin/cli-bundle.mjs) when that is
// current, building it first when it is missing or stale (esbuild, ≈ 0.1 s); it falls back to
// the TypeScript sources through tsx when it cannot be built (no esbuild, a read-only install)
// or when VITRINE_FROM_SOURCES=1 asks. The render workers run the prebuilt server bundle
// (.vitrine/server) either way.
import { buildCli, currentCli } from './cli-bundle.mjs';

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
