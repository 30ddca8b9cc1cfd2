/** `vitrine serve`: the published sites over HTTP, by Host header. */
import { operator } from './operator-config.ts';
import type { Command } from 'commander';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_HOST, listenOrExit, warnWithoutSharp } from './listen.ts';
import { port, positiveInt } from './options.ts';

interface ServeFlags {
  out: string;
  data?: string;
  port: number;
  host: string;
  stagingSite?: string;
  imageCacheMb: number;
  resizeConcurrency: number;
}

function publishedSites(outDir: string): string[] {
  try {
    return readdirSync(path.join(outDir, 'sites')).filter((name) => !name.endsWith('.tmp')).sort();
  } catch {
    return [];
  }
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve <out>/sites/<host> by the Host header (localhost → the staging site)')
    .option('--out <dir>', 'output folder of `vitrine build`', 'dist')
    .option('--data <dir>', 'data folder: answer POST /api/leads (appended to <dir>/<site_url>/leads.ndjson) and emulate the storage at /storage (images of <dir>/<site_url>, resized; build with --storage-url /storage)')
    .option('--port <n>', 'port', port, 8080)
    .option('--host <address>', 'address to listen on (0.0.0.0: every interface, reachable from the network)', DEFAULT_HOST)
    .option('--image-cache-mb <n>', 'with --data: megabytes of resized images kept on disk (least recently used removed first)', positiveInt, 512)
    .option('--resize-concurrency <n>', 'with --data: resizes at once (8 per slot may wait; more are answered 503 + Retry-After)', positiveInt, 2)
    .option('--staging-site <site_url>', 'site served on localhost (default: the first published site)')
    .action(async (flags: ServeFlags) => {
      const sites = publishedSites(flags.out);
      const stagingSite = flags.stagingSite ?? sites[0];
      const { createStaticServer } = await import('../server/static-server.ts');
      const server = createStaticServer({
        outDir: flags.out,
        provider: operator().provider,
        ...(stagingSite ? { stagingSite } : {}),
        ...(flags.data ? { dataDir: flags.data } : {}),
        images: { maxBytes: flags.imageCacheMb * 1024 * 1024, concurrency: flags.resizeConcurrency, queue: flags.resizeConcurrency * 8 },
      });
      if (flags.data) await warnWithoutSharp('serve');
      listenOrExit(server, 'serve', flags.host, flags.port, (actualPort) => {
        process.stdout.write(`Vitrine serving ${flags.out} on http://localhost:${actualPort}/ (staging site: ${stagingSite ?? 'none'})\n`);
        for (const site of sites) process.stdout.write(`  ${site}: http://${site}.localhost:${actualPort}/\n`);
        if (flags.data) process.stdout.write(`  leads: POST /api/leads → ${flags.data}/<site_url>/leads.ndjson\n  storage: /storage/<path> and /storage/render/image/<path>?width=… → ${flags.data}/<site_url>/<path>\n`);
        if (sites.length === 0) process.stdout.write('  no published site yet: run `vitrine build --all` first\n');
      });
    });
}
