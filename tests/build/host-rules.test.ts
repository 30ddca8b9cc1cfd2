/**
 * `_headers` and `_redirects` as the hosts that read them take them (issue #13: real hosts serve a
 * release without redirects, old listing URLs answer a real 301): Netlify's own parsers
 * (netlify-headers-parser, netlify-redirect-parser) and Cloudflare Pages' documented rules and
 * serving order (tests/support/cloudflare-pages.ts), on the fixture tenants and on a generated
 * tenant with more listings than Cloudflare's 100 dynamic rules. A listing whose URL moved
 * answers 301 from its old URL in the builds after.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders } from 'netlify-headers-parser';
import { parseAllRedirects } from 'netlify-redirect-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { CACHE_RULES, headersFile, RULES_MAX } from '../../builds/host-files.ts';
import { cacheControl } from '../../server/http-files.ts';
import type { BuildMeta } from '../../builds/manifest.ts';
import { pageHref } from '../../domain/rules/page-href.ts';
import { generateSample } from '../../sources/sample/generate.ts';
import { writeSample } from '../../sources/sample/write.ts';
import { cloudflareAnswer, cloudflareHeaders, parseCloudflareRedirects } from '../support/cloudflare-pages.ts';
import { buildFixtures, copyFixtures, tempDir } from '../support/fixture-build.ts';

const siteDir = (out: string, site: string) => path.join(out, 'sites', site);
const metaOf = (out: string, site: string): BuildMeta => {
  const { id } = JSON.parse(readFileSync(path.join(siteDir(out, site), 'builds', 'latest.json'), 'utf8')) as { id: string };
  return JSON.parse(readFileSync(path.join(siteDir(out, site), 'builds', 'meta', `${id}.json`), 'utf8')) as BuildMeta;
};

async function netlifyRules(root: string) {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [path.join(root, '_redirects')], configRedirects: [], minimal: true });
  return { redirects: redirects as Array<{ from: string; to: string; status: number; force: boolean }>, errors: errors.map(String) };
}

/** Every prerendered page is served its own file by Cloudflare Pages: no rule matches a URL the release has. */
function expectEveryPageServed(root: string, meta: BuildMeta): void {
  const redirects = parseCloudflareRedirects(readFileSync(path.join(root, '_redirects'), 'utf8'));
  for (const page of meta.prerendered) {
    const href = pageHref(page);
    const answer = cloudflareAnswer(root, href, redirects);
    expect({ href, status: answer.status, file: answer.file }).toEqual({ href, status: 200, file: `${href.slice(1)}index.html` });
  }
}

describe('_headers', () => {
  const pages = ['/', '/sobre/', '/imovel/venda/x/1/'];
  const files = ['/_payload.json', '/sobre/_payload.json', '/assets/runtime-abc.js', '/assets/chunks/x-1.js', '/search/3f9a.json', '/builds/latest.json', '/builds/meta/b1.json', '/media/a.jpg', '/404.html', '/buscar/404.html', '/sitemap.xml', '/robots.txt'];
  const file = headersFile({ siteUrl: 'imob.com.br' });

  /** The file as Netlify's own parser reads it (netlify-headers-parser): its rules with their path patterns. */
  let netlifyRules: Promise<Array<{ forRegExp: RegExp; values: Record<string, string> }>> | undefined;
  const parsedByNetlify = () =>
    (netlifyRules ??= (async () => {
      const headersPath = path.join(tempDir('headers'), '_headers');
      writeFileSync(headersPath, file);
      // Its declared types say never[] for the file list (generated from JavaScript defaults).
      const { headers, errors } = await parseAllHeaders({ headersFiles: [headersPath] as never[], netlifyConfigPath: undefined, minimal: false });
      expect(errors).toEqual([]);
      return headers as Array<{ forRegExp: RegExp; values: Record<string, string> }>;
    })());

  /** What Netlify sends for a path: every matching rule's values. */
  async function netlifyHeaders(pathname: string): Promise<Map<string, string[]>> {
    const sent = new Map<string, string[]>();
    for (const rule of await parsedByNetlify()) {
      if (!rule.forRegExp.test(pathname)) continue;
      for (const [name, value] of Object.entries(rule.values)) sent.set(name.toLowerCase(), [...(sent.get(name.toLowerCase()) ?? []), value]);
    }
    return sent;
  }

  it('gives each file one Cache-Control on Netlify and Cloudflare Pages, the one vitrine serve and the deploy set, and nosniff once', async () => {
    for (const sample of files) {
      const answers: Array<[string, Map<string, string[]>]> = [['netlify', await netlifyHeaders(sample)], ['cloudflare', cloudflareHeaders(file, sample)]];
      for (const [host, sent] of answers) {
        expect(sent.get('cache-control'), `${host} ${sample}`).toEqual([cacheControl(sample)]);
        expect(sent.get('x-content-type-options'), `${host} ${sample}`).toEqual(['nosniff']);
      }
    }
  });

  it('leaves pages to the hosts\' default (max-age=0, must-revalidate): a page rule would match every file on Netlify', async () => {
    for (const sample of pages) {
      const answers: Array<[string, Map<string, string[]>]> = [['netlify', await netlifyHeaders(sample)], ['cloudflare', cloudflareHeaders(file, sample)]];
      for (const [host, sent] of answers) {
        expect(sent.get('cache-control'), `${host} ${sample}`).toBeUndefined();
        expect(sent.get('x-content-type-options'), `${host} ${sample}`).toEqual(['nosniff']);
      }
    }
    expect(CACHE_RULES.some(([pattern]) => pattern.endsWith('/'))).toBe(false);
  });
});

describe('_redirects on the fixture tenants', { timeout: 120_000 }, () => {
  let out: string;
  const SITES = ['parceira.test', 'corretora.test', 'imobiliaria.test', 'hostil.test'];
  /** hostil.test's config has no /buscar page: no fallback either. */
  const hasSearch = (site: string) => existsSync(path.join(siteDir(out, site), 'buscar', 'index.html'));
  beforeAll(async () => {
    ({ out } = await buildFixtures());
  });

  it('parses without an error on Netlify, whose /buscar fallback applies only where no file exists', async () => {
    for (const site of SITES) {
      const { redirects, errors } = await netlifyRules(siteDir(out, site));
      expect(errors, site).toEqual([]);
      const fallback = redirects.find((rule) => rule.from === '/buscar/*');
      if (hasSearch(site)) expect(fallback, site).toMatchObject({ to: '/buscar/index.html', status: 200, force: false });
      else expect(fallback, site).toBeUndefined();
      expect(redirects.length, site).toBeLessThanOrEqual(RULES_MAX);
    }
  });

  it('serves every page its own file on Cloudflare Pages, and a /buscar combination that was not prerendered the /buscar page', () => {
    for (const site of SITES) {
      const root = siteDir(out, site);
      const { ignored } = parseCloudflareRedirects(readFileSync(path.join(root, '_redirects'), 'utf8'));
      // The only line Cloudflare leaves out is Netlify's fallback, which it would loop on.
      expect(ignored, site).toEqual(hasSearch(site) ? [expect.stringMatching(/infinite loop/)] : []);
      const meta = metaOf(out, site);
      expectEveryPageServed(root, meta);
      // A combination with the same homes as a shorter one is that one's page, at its own address.
      for (const [from, to] of Object.entries(meta.searchAliases ?? {})) {
        expect(cloudflareAnswer(root, pageHref(from)), from).toMatchObject({ status: 200, file: `${pageHref(to).slice(1)}index.html` });
      }
      if (!hasSearch(site)) continue;
      const other = cloudflareAnswer(root, '/buscar/alugar/rr/boa-vista/9-quartos/');
      expect(other.status, site).toBe(404);
      expect(other.file, site).toBe('buscar/404.html');
      expect(other.body, site).toBe(readFileSync(path.join(root, 'buscar', 'index.html'), 'utf8'));
    }
  });

  it('answers a featured listing\'s destaque URL with a 301 to its page', () => {
    const root = siteDir(out, 'parceira.test');
    const listing = metaOf(out, 'parceira.test').prerendered.find((p) => p.startsWith('/imovel/'))!;
    const id = listing.slice(listing.lastIndexOf('/') + 1);
    expect(cloudflareAnswer(root, `/imovel/destaque/qualquer-coisa/${id}`)).toEqual({ status: 301, location: pageHref(listing) });
  });
});

describe('_redirects of a tenant with more listings than Cloudflare Pages reads dynamic rules', { timeout: 180_000 }, () => {
  let root: string;
  let site: string;
  let out: string;
  beforeAll(async () => {
    const data = tempDir('many-rules');
    const [tenant] = generateSample({ tenants: 1, listings: 320, seed: 7, now: new Date('2026-11-22T12:00:00Z') });
    const [written] = await writeSample(data, [tenant!], path.resolve(import.meta.dirname, '../../examples/photos'));
    site = written!.siteUrl;
    out = tempDir('many-rules-out');
    const summary = await build({ sites: [site], data, out, concurrency: 2 });
    expect(summary.sites[0]!.status).toBe('published');
    root = siteDir(out, site);
  });

  it('reads the static rules and Cloudflare skips only destaque rules past its 100 dynamic ones', () => {
    const text = readFileSync(path.join(root, '_redirects'), 'utf8');
    const { rules, ignored } = parseCloudflareRedirects(text);
    const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
    const skipped = lines.slice(lines.findIndex((line) => line.startsWith('/imovel/destaque/')) + 99);
    expect(skipped.length).toBeGreaterThan(100);
    expect(skipped.every((line) => line.startsWith('/imovel/destaque/'))).toBe(true);
    expect(ignored.at(-1)).toMatch(/more than 100 dynamic rules/);
    expect(rules.filter((rule) => !rule.dynamic)).toHaveLength(lines.findIndex((line) => line.startsWith('/buscar/*')));
    expectEveryPageServed(root, metaOf(out, site));
  });

  it('gives Netlify every rule, without an error', async () => {
    const { redirects, errors } = await netlifyRules(root);
    expect(errors).toEqual([]);
    expect(redirects.filter((rule) => rule.from.startsWith('/imovel/destaque/'))).toHaveLength(metaOf(out, site).prerendered.filter((p) => p.startsWith('/imovel/')).length);
  });
});

describe('a listing whose URL moved', { timeout: 180_000 }, () => {
  it('answers 301 from its old URL to its new one in the builds after, until it is back there or gone', async () => {
    const SITE = 'parceira.test';
    const data = copyFixtures();
    const out = tempDir('moves');
    const homesFile = path.join(data, SITE, 'homes.json');
    const original = readFileSync(homesFile, 'utf8');
    const edit = (change: (homes: Array<Record<string, unknown>>) => Array<Record<string, unknown>>) => writeFileSync(homesFile, JSON.stringify(change(JSON.parse(original))));
    const rebuild = async () => {
      const summary = await build({ sites: [SITE], data, out, concurrency: 2 });
      expect(summary.sites[0]!.status).toBe('published');
      return { meta: metaOf(out, SITE), root: siteDir(out, SITE), redirects: readFileSync(path.join(siteDir(out, SITE), '_redirects'), 'utf8') };
    };
    const listingOf = (meta: BuildMeta, id: number) => meta.prerendered.find((p) => p.endsWith(`/${id}`))!;

    const first = await rebuild();
    const [home] = JSON.parse(original) as Array<{ id: number; bedrooms: number; price: number }>;
    const before = listingOf(first.meta, home!.id);
    expect(first.meta.moved).toBeUndefined();

    // Three bedrooms instead of two: the listing's URL changes.
    edit((homes) => homes.map((h) => (h.id === home!.id ? { ...h, bedrooms: home!.bedrooms + 1 } : h)));
    const second = await rebuild();
    const after = listingOf(second.meta, home!.id);
    expect(after).not.toBe(before);
    expect(second.meta.moved).toEqual([[before, String(home!.id)]]);
    expect(second.redirects).toContain(`${pageHref(before)} ${pageHref(after)} 301\n`);
    expect(cloudflareAnswer(second.root, pageHref(before))).toEqual({ status: 301, location: pageHref(after) });
    expect(cloudflareAnswer(second.root, pageHref(after)).status).toBe(200);

    // Another listing's price changes: the move stays.
    edit((homes) => homes.map((h, i) => (h.id === home!.id ? { ...h, bedrooms: home!.bedrooms + 1 } : i === 1 ? { ...h, price: Number(h.price) + 1_000 } : h)));
    const third = await rebuild();
    expect(third.meta.moved).toEqual([[before, String(home!.id)]]);
    expect(cloudflareAnswer(third.root, pageHref(before))).toEqual({ status: 301, location: pageHref(after) });

    // Back to two bedrooms: its first URL is its page again, and the second one moved.
    edit((homes) => homes);
    const fourth = await rebuild();
    expect(fourth.meta.moved).toEqual([[after, String(home!.id)]]);
    expect(cloudflareAnswer(fourth.root, pageHref(before)).status).toBe(200);
    expect(cloudflareAnswer(fourth.root, pageHref(after))).toEqual({ status: 301, location: pageHref(before) });

    // Gone: no rule sends anyone to a page that is not there.
    edit((homes) => homes.filter((h) => h.id !== home!.id));
    const fifth = await rebuild();
    expect(fifth.meta.moved).toBeUndefined();
    expect(fifth.redirects).not.toContain(`/${home!.id}/ `);
  });
});
