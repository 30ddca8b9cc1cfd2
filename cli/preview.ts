/** `vitrine preview`: the builder's live preview server (DESIGN §7). Parsing and reporting only. */
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { ensureAppBundle } from '../builds/app-bundle.ts';
import { DEFAULT_ALLOWED_ORIGINS, parseOriginPattern } from '../contract/builder-origins.ts';
import { createSource, DEFAULT_DATA_FOLDER } from '../sources/index.ts';
import { DEFAULT_HOST, listenOrExit, warnWithoutSharp } from './listen.ts';
import { operator } from './operator-config.ts';
import { port, storageUrl, usageError } from './options.ts';
import { DataAndApi, NotOriginPattern } from '../domain/errors.ts';

interface PreviewFlags {
  data?: string;
  api?: string;
  port: number;
  host: string;
  allowOrigin: string[];
  stagingSite?: string;
  storageUrl?: string;
}

function origin(value: string, previous: string[]): string[] {
  if (!parseOriginPattern(value)) throw new InvalidArgumentError(NotOriginPattern.message);
  return [...previous, value.trim().toLowerCase()];
}

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('render any page of any tenant live from the source, with builder mode (?mode=builder&site_url=<site>)')
    .option('--data <dir>', `data folder source (default ${DEFAULT_DATA_FOLDER})`)
    .option('--api <url>', "the provider's HTTP back end")
    .option('--port <n>', 'port', port, 5173)
    .option('--host <address>', 'address to listen on (0.0.0.0: every interface — anyone who reaches it can preview every tenant)', DEFAULT_HOST)
    .option('--allow-origin <origin>', 'an origin whose builder messages are accepted, besides local development (repeatable)', origin, [])
    .option('--staging-site <site_url>', 'site shown on localhost (default: the first site of the source)')
    .option('--storage-url <url>', 'storage base URL of relative image paths, resized by its render/image endpoint (/storage: the data folder, resized here); default: served from the site root, unresized', storageUrl)
    .action(async (flags: PreviewFlags) => {
      if (flags.data && flags.api) usageError(DataAndApi);
      const dataDir = flags.api ? undefined : (flags.data ?? DEFAULT_DATA_FOLDER);
      const source = createSource(flags.api ? { api: flags.api } : { data: dataDir! });
      const sites = (await source.listSites()).map((s) => s.site_url);
      const stagingSite = flags.stagingSite ?? sites[0];
      const app = await ensureAppBundle(() => process.stderr.write('building the client and server bundles with Vite…\n'));
      const allowedOrigins = [...DEFAULT_ALLOWED_ORIGINS, ...operator().builderOrigins, ...flags.allowOrigin];
      const { createPreviewServer } = await import('../server/preview/preview-server.ts');
      const server = createPreviewServer({
        source,
        app,
        allowedOrigins,
        ...(stagingSite ? { stagingSite } : {}),
        ...(dataDir ? { dataDir } : {}),
        ...(flags.storageUrl ? { storageBaseUrl: flags.storageUrl } : {}),
        provider: operator().provider,
        leadsEndpoint: flags.api ? `${flags.api.replace(/\/+$/, '')}/api/leads` : '/api/leads',
      });
      if (dataDir) await warnWithoutSharp('preview');
      listenOrExit(server, 'preview', flags.host, flags.port, (actualPort) => {
        process.stdout.write(`Vitrine preview of ${source.description} on http://localhost:${actualPort}/ (staging site: ${stagingSite ?? 'none'})\n`);
        for (const site of sites) process.stdout.write(`  ${site}: http://${site}.localhost:${actualPort}/  builder: http://localhost:${actualPort}/?mode=builder&site_url=${encodeURIComponent(site)}\n`);
        process.stdout.write(`  builder messages accepted from: ${allowedOrigins.join(', ')}\n`);
      });
    });
}
