/** The `vitrine` command: one file per command, parsing and reporting only. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { applyConfig, loadOperatorConfig, useOperatorConfig, withEnv } from './operator-config.ts';
import { VitrineError } from '../domain/errors.ts';
import { projectRoot } from '../builds/project-root.ts';
import { registerAppBuild } from './app-build.ts';
import { registerBuild } from './build.ts';
import { registerDeploy } from './deploy.ts';
import { registerRollback } from './rollback.ts';
import { registerPreview } from './preview.ts';
import { registerSample } from './sample.ts';
import { registerServe } from './serve.ts';
import { registerTemplates } from './templates.ts';
import { registerValidate } from './validate.ts';
import { registerList } from './list.ts';
import { registerAlerts } from './alerts.ts';

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const program = new Command('vitrine')
  .description('Static white-label real-estate sites for Brazilian brokers and agencies')
  .version(packageVersion(), '-v, --version', 'print the version')
  .addOption(new Option('--config <file>', 'the operator config file (default: vitrine.config.{json,mjs,js,ts} or "vitrine" in package.json, from here up)').env('VITRINE_CONFIG'))
  .exitOverride()
  .showHelpAfterError();

registerBuild(program);
registerServe(program);
registerPreview(program);
registerValidate(program);
registerList(program);
registerAlerts(program);
registerSample(program);
registerTemplates(program);
registerDeploy(program);
registerRollback(program);
registerAppBuild(program);

for (const command of program.commands) withEnv(command);
// Before each action: the config file fills what neither a flag nor the environment set.
program.hook('preAction', async (root, action) => {
  const config = await loadOperatorConfig((root.opts() as { config?: string }).config);
  useOperatorConfig(config);
  applyConfig(action, config);
});

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
