#!/usr/bin/env node
// The CLI runs from its TypeScript sources through tsx; the render workers
// run the prebuilt server bundle, so the hot path never goes through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../cli/index.ts');
