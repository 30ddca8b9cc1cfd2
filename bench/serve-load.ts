/**
 * Loopback load on `vitrine serve` (issue #12 item 10): the fixture tenants
 * built once, the real CLI started as its own process, then N keep-alive
 * connections asking for the same pages for a few seconds, brotli accepted as
 * a CDN's edge would. Prints req/s for each page and their median.
 *
 *   npx tsx bench/serve-load.ts [seconds=8] [connections=16]
 *
 * `VITRINE_TEXT_CACHE_MB=0` turns the compressed-text cache off (every answer
 * compressed again, as before issue #12): run both to compare.
 */
import { Agent, request } from 'node:http';
import { buildFixtures } from '../tests/support/fixture-build.ts';
import { startCli } from '../tests/support/cli-server.ts';

const seconds = Number(process.argv[2] ?? 8);
const connections = Number(process.argv[3] ?? 16);
const PAGES = ['/', '/buscar', '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101'];

const { out } = await buildFixtures();
const serve = await startCli(['serve', '--out', out, '--port', '0', '--staging-site', 'imobiliaria.test']);
const agent = new Agent({ keepAlive: true, maxSockets: connections });

function get(urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: serve.port, path: urlPath, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(urlPath: string): Promise<number> {
  for (let i = 0; i < 20; i++) await get(urlPath); // warm: first compression, file cache
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        if ((await get(urlPath)) !== 200) throw new Error(`${urlPath} did not answer 200`);
        done++;
      }
    }),
  );
  return done / seconds;
}

const figures: number[] = [];
for (const page of PAGES) {
  const rate = await load(page);
  figures.push(rate);
  process.stdout.write(`${page}: ${rate.toFixed(0)} req/s\n`);
}
figures.sort((a, b) => a - b);
process.stdout.write(`median: ${figures[1]!.toFixed(0)} req/s (${connections} connections, ${seconds} s each, text cache ${process.env.VITRINE_TEXT_CACHE_MB ?? 'default'} MB)\n`);
agent.destroy();
await serve.stop();
