#!/usr/bin/env node
// The CLI runs from its TypeScript sources through tsx; the render workers
// run the prebuilt server bundle, so the hot path never goes through tsx.
import { register } from 'tsx/esm/api';

// No colour codes in a pipe or a CI log (Vite's warnings included), nor when NO_COLOR asks.
if (!process.stderr.isTTY && !('FORCE_COLOR' in process.env)) process.env.NO_COLOR = '1';

register();
await import('../cli/index.ts');
