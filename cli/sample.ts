/** `vitrine sample`: writes generated pt-BR sample tenants as a data folder (DESIGN §2, §3). */
import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { DEFAULT_SAMPLE, generateSample } from '../sources/sample/generate.ts';
import { writeSample } from '../sources/sample/write.ts';
import { positiveInt } from './options.ts';
import { NotIsoDate, NotSeed } from '../domain/errors.ts';
import { projectRoot } from '../builds/project-root.ts';

/** The checked-in demo photos the sample's galleries point at. */
const PHOTOS_DIR = path.join(projectRoot, 'examples', 'photos');

interface SampleFlags {
  out: string;
  tenants: number;
  listings: number;
  seed: number;
  now?: Date;
}

function seedValue(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new InvalidArgumentError(NotSeed.message);
  return n;
}

function instant(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new InvalidArgumentError(NotIsoDate.message);
  return date;
}

export function registerSample(program: Command): void {
  program
    .command('sample')
    .description('write generated sample tenants (site config, listings, photos) into a data folder')
    .requiredOption('--out <dir>', 'the data folder to write, e.g. examples/data')
    .option('--tenants <n>', 'number of tenants (the first five are cosmic, nova, wind, tropical, inativo)', positiveInt, DEFAULT_SAMPLE.tenants)
    .option('--listings <n>', 'listings per complete site (landing pages show a few units)', positiveInt, DEFAULT_SAMPLE.listings)
    .option('--seed <n>', 'seed of the generator: the same seed writes the same data', seedValue, DEFAULT_SAMPLE.seed)
    .option('--now <iso date>', 'the date listings are dated from (default: now); fixes the output for checked-in samples', instant)
    .action(async (flags: SampleFlags) => {
      const tenants = generateSample({ tenants: flags.tenants, listings: flags.listings, seed: flags.seed, now: flags.now ?? new Date() });
      await writeSample(flags.out, tenants, PHOTOS_DIR);
      for (const tenant of tenants) {
        const active = tenant.config.active === false ? ' (inactive)' : '';
        process.stdout.write(`${tenant.config.site_url}\t${tenant.config.template ?? 'cosmic'}\t${tenant.homes.length} listings${active}\n`);
      }
      process.stderr.write(`wrote ${tenants.length} tenant(s) to ${flags.out}\n`);
    });
}
