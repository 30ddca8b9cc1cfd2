/**
 * The operator's settings (issue #14): a config file found from the working folder
 * up (`vitrine.config.json`, `.mjs`, `.js`, `.ts`, or `"vitrine"` in package.json;
 * `--config <file>` or `VITRINE_CONFIG` to name one), environment variables for what
 * a CI repeats, and flags. Flags win over the environment, the environment over the
 * file, the file over the defaults. Secrets come only from the environment
 * (`VITRINE_API_TOKEN`, the AWS SDK's `AWS_*`) and are never printed.
 *
 * The file's top-level keys are the flags' names in camelCase (`storageUrl`,
 * `maxShrink`) and apply to every command that has the flag; a section named after a
 * command (`"build": {…}`, `"serve": {…}`) applies to that command only. `provider`
 * is the brand on every site; `builderOrigins` the windows that may drive the preview.
 */
import { pathToFileURL } from 'node:url';
import type { Command, Option } from 'commander';
import { lilconfig } from 'lilconfig';
import { z } from 'zod';
import { parseOriginPattern } from '../contract/builder-origins.ts';
import { ConfigInvalid, ConfigNotFound, ConfigSecret, EnvInvalid, NotOriginPattern, vitrineError } from '../domain/errors.ts';
import { PROVIDER, type Provider } from '../domain/provider.ts';

/** Flags a CI repeats, by the environment variable that sets each (flags still win). */
export const ENV_OF_FLAG: Readonly<Record<string, string>> = {
  data: 'VITRINE_DATA',
  api: 'VITRINE_API',
  out: 'VITRINE_OUT',
  storageUrl: 'VITRINE_STORAGE_URL',
  searchHost: 'VITRINE_SEARCH_HOST',
  base: 'VITRINE_BASE',
  concurrency: 'VITRINE_CONCURRENCY',
  tenantConcurrency: 'VITRINE_TENANT_CONCURRENCY',
};
export const TOKEN_ENV = 'VITRINE_API_TOKEN';

const SECRET_KEYS = /token|secret|password|credential|access.?key/i;
const scalar = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
const providerSchema = z.strictObject({
  name: z.string().trim().min(1),
  url: z.url({ protocol: /^https?$/ }),
  /** A site whose name contains it shows a copyright line instead of 'Desenvolvido por' (spec §2.5); default: the name. */
  brandWord: z.string().trim().min(1).optional(),
});
const configSchema = z.record(z.string(), z.union([scalar, z.record(z.string(), scalar)]));

export interface OperatorConfig {
  /** Where the settings came from, for messages ('defaults' when no file). */
  file: string | null;
  /** Flag values by command ('*': every command), as written in the file. */
  values: Record<string, Record<string, unknown>>;
  provider: Provider;
  builderOrigins: string[];
}

function findSecrets(value: unknown, where: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEYS.test(key)) return `${where}${key}`;
    const nested = findSecrets(inner, `${where}${key}.`);
    if (nested) return nested;
  }
  return undefined;
}

function issuesOf(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Checks a parsed config file; throws a catalogue error naming the file and the key. */
export function parseOperatorConfig(raw: unknown, file: string): OperatorConfig {
  const secret = findSecrets(raw, '');
  if (secret) throw vitrineError(ConfigSecret, [file, secret, TOKEN_ENV]);
  const { provider: rawProvider, builderOrigins: rawOrigins, ...rest } = (raw ?? {}) as Record<string, unknown>;
  const provider = rawProvider === undefined ? { success: true as const, data: PROVIDER } : providerSchema.safeParse(rawProvider);
  if (!provider.success) throw vitrineError(ConfigInvalid, [file, `provider: ${issuesOf(provider.error)}`]);
  const origins = z.array(z.string()).optional().safeParse(rawOrigins);
  if (!origins.success) throw vitrineError(ConfigInvalid, [file, `builderOrigins: ${issuesOf(origins.error)}`]);
  const badOrigin = (origins.data ?? []).findIndex((o) => !parseOriginPattern(o));
  if (badOrigin >= 0) throw vitrineError(ConfigInvalid, [file, `builderOrigins.${badOrigin}: ${NotOriginPattern.message}`]);
  const parsed = configSchema.safeParse(rest);
  if (!parsed.success) throw vitrineError(ConfigInvalid, [file, issuesOf(parsed.error)]);
  const values: Record<string, Record<string, unknown>> = { '*': {} };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) values[key] = value;
    else values['*']![key] = value;
  }
  return { file, values, provider: provider.data, builderOrigins: origins.data ?? [] };
}

const importDefault = async (file: string) => ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
// A .ts config goes through tsx's loader, scoped to that import: the compiled CLI registers none.
const importTsDefault = async (file: string) => {
  const { tsImport } = await import('tsx/esm/api');
  const value = ((await tsImport(pathToFileURL(file).href, import.meta.url)) as { default?: unknown }).default;
  // Outside an ES module package tsx compiles the file to CommonJS: its exports are the default.
  return value !== null && typeof value === 'object' && '__esModule' in value ? (value as { default?: unknown }).default : value;
};

/** Finds and reads the config file (`explicit`: a named one, which must exist). */
export async function loadOperatorConfig(explicit?: string, cwd = process.cwd()): Promise<OperatorConfig> {
  const explorer = lilconfig('vitrine', {
    searchPlaces: ['vitrine.config.json', 'vitrine.config.mjs', 'vitrine.config.js', 'vitrine.config.ts', 'package.json'],
    loaders: { '.mjs': importDefault, '.js': importDefault, '.ts': importTsDefault },
    stopDir: cwd,
  });
  let found: Awaited<ReturnType<typeof explorer.search>>;
  try {
    found = explicit ? await explorer.load(explicit) : await explorer.search(cwd);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (explicit && /ENOENT/.test(reason)) throw vitrineError(ConfigNotFound, [explicit]);
    throw vitrineError(ConfigInvalid, [explicit ?? 'vitrine.config', reason]);
  }
  if (!found) return { file: null, values: { '*': {} }, provider: PROVIDER, builderOrigins: [] };
  return parseOperatorConfig(found.config, found.filepath);
}

/**
 * Fills a command's options that neither a flag nor the environment set from the config
 * file, through the option's own parser (a bad value fails as the flag would).
 */
export function applyConfig(command: Command, config: OperatorConfig): void {
  const section = { ...config.values['*'], ...config.values[command.name()] };
  for (const option of command.options as readonly Option[]) {
    const key = option.attributeName();
    if (!(key in section)) continue;
    const source = command.getOptionValueSource(key);
    if (source === 'cli' || source === 'env') continue;
    const parsed = parseFromConfig(option, section[key], config.file ?? 'vitrine.config');
    command.setOptionValueWithSource(key, parsed, 'config');
  }
}

function parseFromConfig(option: Option, value: unknown, file: string): unknown {
  if (!option.parseArg || typeof value === 'boolean') return value;
  const items = Array.isArray(value) ? value : [value];
  try {
    return items.reduce<unknown>((previous, item) => option.parseArg!(String(item), previous as never), option.defaultValue);
  } catch (error) {
    throw vitrineError(ConfigInvalid, [file, `${option.attributeName()} (${option.flags}): ${error instanceof Error ? error.message : String(error)}`]);
  }
}

/**
 * Lets the environment variables of ENV_OF_FLAG set a command's flags. Commander reads them
 * after the flags (a flag wins) and before the action, but listens only for options that had
 * their variable when added, so the listener is added here, through the option's own parser.
 */
export function withEnv(command: Command): Command {
  for (const option of command.options as readonly Option[]) {
    const name = ENV_OF_FLAG[option.attributeName()];
    if (!name) continue;
    option.env(name);
    command.on(`optionEnv:${option.name()}`, (value: string) => {
      const key = option.attributeName();
      try {
        const parsed = option.parseArg ? option.parseArg(value, option.defaultValue as never) : value;
        command.setOptionValueWithSource(key, parsed, 'env');
      } catch (error) {
        // The value is not echoed: an environment variable may hold what should not be in a log.
        throw vitrineError(EnvInvalid, [name, option.flags, error instanceof Error ? error.message : String(error)]);
      }
    });
  }
  return command;
}

let active: OperatorConfig = { file: null, values: { '*': {} }, provider: PROVIDER, builderOrigins: [] };

/** The settings of this run (loaded before the command's action). */
export const operator = (): OperatorConfig => active;

export function useOperatorConfig(config: OperatorConfig): void {
  active = config;
}
