/** The `vitrine` command: one file per command, parsing and reporting only. */
import { Command, CommanderError } from 'commander';
import { VitrineError } from '../domain/errors.ts';
import { registerAppBuild } from './app-build.ts';
import { registerBuild } from './build.ts';
import { registerDeploy } from './deploy.ts';
import { registerRollback } from './rollback.ts';
import { registerPreview } from './preview.ts';
import { registerSample } from './sample.ts';
import { registerServe } from './serve.ts';
import { registerTemplates } from './templates.ts';
import { registerValidate } from './validate.ts';

const program = new Command('vitrine')
  .description('Static white-label real-estate sites for Brazilian brokers and agencies')
  .exitOverride()
  .showHelpAfterError();

registerBuild(program);
registerServe(program);
registerPreview(program);
registerValidate(program);
registerSample(program);
registerTemplates(program);
registerDeploy(program);
registerRollback(program);
registerAppBuild(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // help and version exit 0; every other parse failure is bad usage (exit 2)
    process.exit(error.exitCode === 0 ? 0 : 2);
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${message}\n`);
  process.exit(error instanceof VitrineError && error.code === 'bad-usage' ? 2 : 1);
}
