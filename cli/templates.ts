/** `vitrine templates`: the template descriptors (spec §1). */
import type { Command } from 'commander';
import { templates } from '../templates/index.ts';

export function registerTemplates(program: Command): void {
  program
    .command('templates')
    .description('list the site templates')
    .option('--json', 'print the descriptors as JSON')
    .action((flags: { json?: boolean }) => {
      const descriptors = Object.values(templates).map((t) => t.descriptor);
      if (flags.json) {
        process.stdout.write(`${JSON.stringify(descriptors, null, 2)}\n`);
        return;
      }
      for (const d of descriptors) process.stdout.write(`${d.id.padEnd(9)} ${d.type.padEnd(9)} ${d.name}: ${d.description}\n`);
    });
}
