/**
 * Resized images end to end (spec §7.3): the fixture tenant built with
 * `--storage-url /storage`, served by `vitrine serve --data` (and rendered by
 * `vitrine preview --storage-url /storage --data`), whose storage emulation
 * answers the pages' srcset with webp of the width asked for — and answers
 * hostile paths and bad parameters with nothing from disk.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures, copyFixtures, tempDir } from '../support/fixture-build.ts';
import { rawRequest, startStaticServer, type RunningServer } from '../support/http.ts';
import { startPreview, type RunningPreview } from '../support/preview.ts';

const LISTING_101 = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

let data: string;
let cache: string;
let running: RunningServer;
let preview: RunningPreview;

beforeAll(async () => {
  // A writable copy of the data folder, with the traps an attacker would try.
  data = copyFixtures();
  const media = path.join(data, 'imobiliaria.test', 'media');
  const outside = tempDir('outside');
  writeFileSync(path.join(outside, 'secret.jpg'), readFileSync(path.join(media, 'sala.jpg')));
  symlinkSync(path.join(outside, 'secret.jpg'), path.join(media, 'escape.jpg'));
  symlinkSync(outside, path.join(media, 'fora'));
  symlinkSync(path.join(data, 'imobiliaria.test', 'site-config.json'), path.join(media, 'config.jpg'));
  writeFileSync(path.join(media, 'logo.svg'), SVG);
  writeFileSync(path.join(media, 'quebrada.jpg'), 'not an image');
  mkdirSync(path.join(media, 'pasta.jpg'));

  const built = await buildFixtures({ all: false, sites: ['imobiliaria.test'], data, storageBaseUrl: '/storage' });
  const failed = built.summary.sites.filter((s) => s.status !== 'published');
  if (failed.length > 0) throw new Error(`fixture build failed: ${JSON.stringify(failed.map((s) => [s.site_url, s.error]))}`);
  cache = tempDir('image-cache');
  running = await startStaticServer({ outDir: built.out, dataDir: data, stagingSite: 'imobiliaria.test', imageCacheDir: cache });
  preview = await startPreview([], { storageBaseUrl: '/storage', imageCacheDir: tempDir('preview-image-cache') });
});

afterAll(async () => {
  await running?.close();
  await preview?.close();
});

/** The staging site answers on 127.0.0.1, so fetch (which cannot set Host) reaches it. */
const fetchBytes = async (port: number, urlPath: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The srcset candidates (URL, width) of every <img> of a page. */
function srcsetCandidates(html: string): Array<{ url: string; width: number }> {
  return [...html.matchAll(/<img\b[^>]*\bsrcSet="([^"]+)"/gi)].flatMap((m) =>
    m[1]!.split(', ').map((candidate) => {
      const [url, descriptor] = candidate.replace(/&amp;/g, '&').split(' ');
      return { url: url!, width: Number(descriptor!.replace('w', '')) };
    }),
  );
}

describe('a page built with --storage-url /storage, served with --data', () => {
  it('offers resized webp in srcset, and each candidate is a webp of its width', async () => {
    const page = await rawRequest(running.port, LISTING_101);
    expect(page.status).toBe(200);
    const candidates = srcsetCandidates(page.body);
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) expect(c.url).toMatch(/^\/storage\/render\/image\/media\/[a-z]+\.(jpg|png)\?width=\d+&height=\d+&resize=(cover|contain)&format=webp&quality=75$/);

    const chosen = candidates.find((c) => c.width === 640 && c.url.includes('fachada.jpg'))!;
    const { res, bytes } = await fetchBytes(running.port, chosen.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(chosen.width);
    const height = Number(new URL(chosen.url, 'http://x').searchParams.get('height'));
    expect(meta.height).toBe(height);

    // Made once, then answered from the disk cache: the same bytes, one file.
    const again = await fetchBytes(running.port, chosen.url);
    expect(again.bytes.equals(bytes)).toBe(true);
    expect(readdirSync(cache).filter((f) => f.endsWith('.webp'))).toHaveLength(1);
  });

  it('is smaller than the original photo', async () => {
    const original = readFileSync(path.join(data, 'imobiliaria.test', 'media', 'fachada.jpg'));
    const { bytes } = await fetchBytes(running.port, '/storage/render/image/media/fachada.jpg?width=320&height=213&resize=cover&format=webp');
    expect(bytes.length).toBeLessThan(original.length / 2);
  });
});

describe('the storage emulation', () => {
  it('serves a plain file as it is', async () => {
    const { res, bytes } = await fetchBytes(running.port, '/storage/media/fachada.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes.equals(readFileSync(path.join(data, 'imobiliaria.test', 'media', 'fachada.jpg')))).toBe(true);
  });

  it('resizes by fit and format (contain, fill, avif, origin), never beyond the source', async () => {
    const cases: Array<[string, string, number, number, string]> = [
      ['width=200&height=200&resize=contain&format=webp', 'image/webp', 200, 200, 'webp'],
      ['width=300&height=100&resize=fill&format=avif', 'image/avif', 300, 100, 'heif'],
      ['width=100&format=origin', 'image/png', 100, 75, 'png'],
      ['height=60', 'image/png', 80, 60, 'png'],
      // Never enlarged (as the provider's imgproxy): a box larger than the 800×600 plan shrinks as a whole.
      ['width=1600&height=900&format=webp', 'image/webp', 800, 450, 'webp'],
      ['width=2000&format=webp', 'image/webp', 800, 600, 'webp'],
    ];
    for (const [query, type, width, height, format] of cases) {
      const { res, bytes } = await fetchBytes(running.port, `/storage/render/image/media/planta.png?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('content-type'), query).toBe(type);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.format], query).toEqual([width, height, format]);
    }
  });

  it('serves svg as it is, never rasterised', async () => {
    for (const urlPath of ['/storage/media/logo.svg', '/storage/render/image/media/logo.svg?width=100&format=webp']) {
      const { res, bytes } = await fetchBytes(running.port, urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      expect(bytes.toString('utf8')).toBe(SVG);
    }
  });

  it.each([
    'width=0',
    'width=2561',
    'height=99999',
    'width=10.5',
    'quality=0',
    'quality=101',
    'resize=crop',
    'format=png',
    'width=10&width=20',
  ])('answers 400 to ?%s', async (query) => {
    const res = await rawRequest(running.port, `/storage/render/image/media/fachada.jpg?${query}`);
    expect(res.status).toBe(400);
  });

  it.each([
    '/storage/media/nada.jpg',
    '/storage/render/image/media/nada.jpg?width=10',
    '/storage/../imobiliaria.test/site-config.json',
    '/storage/media/../site-config.json',
    '/storage/media/..%2f..%2fsite-config.json',
    '/storage/%2e%2e/%2e%2e/etc/passwd',
    '/storage/render/image/..%2Fhomes.json?width=10',
    '/storage/render/image/%2Fetc%2Fpasswd?width=10',
    '/storage//etc/hostname',
    '/storage/site-config.json',
    '/storage/homes.json',
    '/storage/leads.ndjson',
    '/storage/media/escape.jpg',
    '/storage/render/image/media/escape.jpg?width=10',
    '/storage/media/fora/secret.jpg',
    '/storage/media/config.jpg',
    '/storage/media/pasta.jpg',
    '/storage',
    '/storage/',
  ])('answers %s with nothing from disk', async (urlPath) => {
    const res = await rawRequest(running.port, urlPath);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('site_url');
    expect(res.body).not.toContain('root:');
    expect(res.headers['content-type']).not.toMatch(/^image\//);
  });

  it('answers a malformed escape with 400, a file that is not an image with 422, another method with 405', async () => {
    expect((await rawRequest(running.port, '/storage/media/%E0%A4%A.jpg')).status).toBe(400);
    expect((await rawRequest(running.port, '/storage/render/image/media/quebrada.jpg?width=10')).status).toBe(422);
    const post = await rawRequest(running.port, '/storage/media/fachada.jpg', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('reads the folder of the Host’s site only', async () => {
    expect((await rawRequest(running.port, '/storage/media/fachada.jpg', { host: 'nada.test' })).status).toBe(404);
    expect((await rawRequest(running.port, '/storage/media/fachada.jpg', { host: 'imobiliaria.test' })).status).toBe(200);
  });
});

describe('vitrine preview --storage-url /storage --data', () => {
  it('renders resize URLs and answers them', async () => {
    const page = await rawRequest(preview.port, LISTING_101, { host: `localhost:${preview.port}` });
    expect(page.status).toBe(200);
    const candidate = srcsetCandidates(page.body).find((c) => c.width === 320);
    expect(candidate?.url).toMatch(/^\/storage\/render\/image\/media\//);
    const { res, bytes } = await fetchBytes(preview.port, candidate!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(bytes).metadata()).width).toBe(320);
    expect((await rawRequest(preview.port, '/storage/media/..%2f..%2fsite-config.json')).status).toBeGreaterThanOrEqual(400);
  });
});
