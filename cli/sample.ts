import type { Command } from 'commander';
export function registerSample(_program: Command): void {}
