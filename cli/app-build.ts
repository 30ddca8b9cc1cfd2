/** `vitrine app-build`: builds the client and server bundles (npm run build:app). */
import type { Command } from 'commander';
import { buildAppBundle, readAppBundle } from '../builds/app-bundle.ts';

export function registerAppBuild(program: Command): void {
  program
    .command('app-build')
    .description('build the client and server bundles shared by every tenant')
    .action(async () => {
      await buildAppBundle();
      const app = readAppBundle();
      process.stderr.write(`app bundle ${app.hash}: ${app.assets.runtime}, ${app.assets.css.join(', ')}\n`);
    });
}
