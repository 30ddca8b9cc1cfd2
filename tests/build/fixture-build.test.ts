/** Builds the fixture tenants and asserts on what a visitor and a crawler get. */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildSummary } from '../../builds/build.ts';
import { buildFixtures } from '../support/fixture-build.ts';
import { entriesUnder } from '../../builds/walk.ts';
import { fileManifestPath, sha256Hex } from '../../builds/file-manifest.ts';
import { readReleaseManifest } from '../../builds/file-manifest-read.ts';

let out: string;
let summary: BuildSummary;
const site = (host: string, file: string) => readFileSync(path.join(out, 'sites', host, file), 'utf8');
const listing101 = 'imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101';

beforeAll(async () => {
  ({ out, summary } = await buildFixtures());
});

describe('vitrine build on the fixture tenants', () => {
  it('lists in each files manifest every file of the release with the digest of its bytes, its own parts included', async () => {
    for (const tenant of summary.sites.filter((s) => s.status === 'published')) {
      const release = path.join(out, 'sites', tenant.site_url);
      const manifest = (await readReleaseManifest(release, tenant.buildId))!;
      expect(manifest.version).toBe(2);
      const onDisk = entriesUnder(release)
        .filter((e) => e.isFile())
        .map((e) => path.relative(release, path.join(e.parentPath, e.name)))
        .filter((rel) => rel !== fileManifestPath(tenant.buildId));
      expect(onDisk.some((rel) => rel.startsWith('builds/files/'))).toBe(true);
      expect(Object.keys(manifest.files).sort()).toEqual(onDisk.sort());
      for (const rel of onDisk) {
        const bytes = readFileSync(path.join(release, rel));
        expect(manifest.files[rel], `${tenant.site_url} ${rel}`).toEqual({ sha256: sha256Hex(bytes), size: bytes.length });
      }
    }
  });

  it('publishes every tenant and rejects invalid records with id and field path', () => {
    const bySite = Object.fromEntries(summary.sites.map((s) => [s.site_url, s]));
    expect(bySite['imobiliaria.test']?.status).toBe('published');
    expect(bySite['inativa.test']?.status).toBe('published');
    expect(bySite['imobiliaria.test']?.rejected).toEqual([
      { id: '105', path: 'area', message: 'must be at least 0' },
      { id: '106', path: 'gallery.0.url', message: 'is required' },
      { id: '107', path: 'status', message: 'must be one of rent, sale' },
    ]);
    const meta = JSON.parse(site('imobiliaria.test', `builds/meta/${bySite['imobiliaria.test']!.buildId}.json`));
    expect(meta.rejected).toHaveLength(3);
  });

  it('writes the VRSync portal feed of the listings a Grupo ZAP portal is enabled for, reporting the one that breaks a rule', () => {
    const feed = site('imobiliaria.test', 'feeds/vrsync.xml');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<ListingDataFeed xmlns="http:\/\/www.vivareal.com\/schemas\/1.0\/VRSync"/);
    expect(feed.match(/<ListingID>(\d+)<\/ListingID>/g)).toEqual(['<ListingID>101</ListingID>']); // 102 breaks a rule, 103 is not enabled
    expect(feed).toContain(`<DetailViewUrl>https://imobiliaria.test/${listing101}/</DetailViewUrl>`);
    expect(feed).not.toContain('portals');
    const imobiliaria = summary.sites.find((s) => s.site_url === 'imobiliaria.test')!;
    expect(imobiliaria.warnings).toContainEqual({ id: '102', path: 'Details.Description', kind: 'home', message: 'left out of the VRSync portal feed (feeds/vrsync.xml): is required, at least 50 characters (has 0)' });
    // no other tenant enables a portal: no feed
    expect(() => site('corretora.test', 'feeds/vrsync.xml')).toThrow();
  });

  it('renders the home with the markers, theme, sections in order and no disabled or unknown section', () => {
    const html = site('imobiliaria.test', 'index.html');
    expect(html).toMatch(/^<!doctype html><html lang="pt-BR" data-template="cosmic"/);
    expect(html).toContain('data-header-layout="style-2"');
    expect(html).toContain('<title>Imobiliária Teste – imóveis em São Paulo</title>');
    expect(html).toContain('<link rel="canonical" href="https://imobiliaria.test/">');
    expect(html).toContain('--vt-primary:#00aa44');
    expect(html).toContain('"Poppins"');
    const sections = [...html.matchAll(/data-section-id="([^"]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(['sec-hero', 'sec-destaques', 'sec-cta']);
    expect(html).toContain('Política de privacidade');
    expect(html).toContain('href="https://wa.me/5511987654321"');
  });

  it('renders a listing page with the title rule, facts, price and JSON-LD, and its payload', () => {
    const html = site('imobiliaria.test', `${listing101}/index.html`);
    expect(html).toContain('Apartamento reformado na Vila Mariana com 2 quartos à venda');
    expect(html).toContain('R$ 685.000');
    expect(html).toContain('70 m²');
    expect(html).toContain('"@type":"RealEstateListing"');
    expect(html).toContain('property="og:image" content="https://imobiliaria.test/media/fachada.jpg"');
    const payload = JSON.parse(site('imobiliaria.test', `${listing101}/_payload.json`));
    expect(payload).toMatchObject({ path: `/${listing101}`, kind: 'property', data: { kind: 'property', home: { id: 101 } } });
    expect(payload.buildId).toMatch(/^\d{8}-\d{9}-[0-9a-f]{4}$/);
    const untitled = site('imobiliaria.test', 'imovel/aluguel/apartamento-1-quarto-bela-vista-sao-paulo/102/index.html');
    expect(untitled).toContain('Apartamento com 1 quarto para alugar');
  });

  it('expands {param} pages from the listings and leaves hidden listings out', () => {
    expect(existsSync(path.join(out, 'sites/imobiliaria.test/bairros/vila-mariana/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'sites/imobiliaria.test/bairros/cambui/index.html'))).toBe(true);
    const sitemap = site('imobiliaria.test', 'sitemap.xml');
    expect(sitemap).toContain(`<loc>https://imobiliaria.test/${listing101}/</loc><lastmod>2026-11-01T12:00:00.000Z</lastmod>`);
    expect(sitemap).toContain('<loc>https://imobiliaria.test/politica-de-privacidade/</loc>');
    expect(sitemap).not.toContain('/104');
    expect(site('imobiliaria.test', 'robots.txt')).toContain('Sitemap: https://imobiliaria.test/sitemap.xml');
  });

  it('answers a /buscar combination with the same homes as a shorter one with that page, and prerenders and lists only the shorter one', () => {
    // Every imobiliaria.test apartment for sale is in SP: the state segment narrows nothing.
    const file = (f: string) => path.join(out, 'sites/imobiliaria.test', f);
    expect(existsSync(file('buscar/comprar/apartamento/index.html'))).toBe(true);
    expect(existsSync(file('buscar/comprar/sp/apartamento/index.html'))).toBe(false);
    const latest = JSON.parse(site('imobiliaria.test', 'builds/latest.json'));
    const meta = JSON.parse(site('imobiliaria.test', `builds/meta/${latest.id}.json`));
    expect(meta.searchAliases['/buscar/comprar/sp/apartamento']).toBe('/buscar/comprar/apartamento');
    expect(meta.prerendered).not.toContain('/buscar/comprar/sp/apartamento');
    // Hosts with rules answer it with the shorter one's page (a rewrite: the address stays).
    expect(site('imobiliaria.test', '_redirects')).toContain('\n/buscar/comprar/sp/apartamento/ /buscar/comprar/apartamento/ 200\n');
    expect(site('imobiliaria.test', 'builds/nginx/search-aliases.map')).toContain('"imobiliaria.test/buscar/comprar/sp/apartamento/" "/buscar/comprar/apartamento/index.html";');
    // Every prerendered combination is its own canonical and in the sitemap, and none is an alias.
    const canonicalOf = (f: string) => /<link rel="canonical" href="([^"]*)">/.exec(site('imobiliaria.test', f))?.[1];
    const searchPaths = (meta.prerendered as string[]).filter((p) => p.startsWith('/buscar'));
    expect(searchPaths.length).toBeGreaterThan(5);
    const sitemap = site('imobiliaria.test', 'sitemap.xml');
    for (const p of searchPaths) {
      expect(canonicalOf(`${p.slice(1)}/index.html`), p).toBe(`https://imobiliaria.test${p}/`);
      expect(sitemap, p).toContain(`<loc>https://imobiliaria.test${p}/</loc>`);
      expect(meta.searchAliases[p], p).toBeUndefined();
    }
    for (const target of Object.values(meta.searchAliases as Record<string, string>)) expect(searchPaths).toContain(target);
  });

  it('writes the builds manifest and the error page', () => {
    const latest = JSON.parse(site('imobiliaria.test', 'builds/latest.json'));
    expect(latest).toEqual({
      id: expect.any(String),
      timestamp: expect.any(Number),
      search: [expect.stringMatching(/^\/search\/[\w-]{16}\.json$/)],
      searchPages: expect.stringMatching(/^\/search\/pages-[\w-]{16}\.json$/),
      // The build's input key: the next build tells an unchanged tenant from this file alone.
      input: JSON.parse(site('imobiliaria.test', `builds/meta/${latest.id}.json`)).input,
    });
    expect(latest.input).toMatch(/^[\w-]{20,}$/);
    const index = JSON.parse(site('imobiliaria.test', latest.search[0].slice(1)));
    expect(index.version).toBe(2);
    // The prerendered /buscar paths and the aliases, which the search page reads before asking for a payload.
    const searchPages = JSON.parse(site('imobiliaria.test', latest.searchPages.slice(1))) as { paths: string[]; aliases: Record<string, string> };
    expect(searchPages.paths).toContain('/buscar');
    expect(searchPages.paths).toContain('/buscar/alugar');
    expect(searchPages.paths.every((p) => p === '/buscar' || p.startsWith('/buscar/'))).toBe(true);
    expect(searchPages.aliases['/buscar/comprar/sp/apartamento']).toBe('/buscar/comprar/apartamento');
    const meta = JSON.parse(site('imobiliaria.test', `builds/meta/${latest.id}.json`));
    expect(meta.prerendered).toContain(`/${listing101}`);
    const notFound = site('imobiliaria.test', '404.html');
    expect(notFound).toContain('Página não encontrada');
    expect(notFound).toContain('utm_medium=error');
    expect(notFound).toContain('Voltar para a página inicial');
    expect(site('imobiliaria.test', 'politica-de-privacidade/index.html')).toContain('Política de privacidade');
  });

  it('publishes only the error page for an inactive site', () => {
    const files = readdirSync(path.join(out, 'sites', 'inativa.test')).sort();
    expect(files).toEqual(['404.html', '_headers', '_redirects', 'assets', 'builds', 'index.html', 'robots.txt']);
    const html = site('inativa.test', 'index.html');
    expect(html).toContain('site inativo');
    expect(html).not.toContain('Voltar para a página inicial');
    expect(site('inativa.test', 'robots.txt')).toContain('Disallow: /');
  });

  it('publishes through a symlink to a release folder', () => {
    const link = readlinkSync(path.join(out, 'sites', 'imobiliaria.test'));
    expect(link).toMatch(/releases\/imobiliaria\.test\/\d{8}-\d{9}-[0-9a-f]{4}$/);
  });
});

describe('hostile data', () => {
  const allFiles = (dir: string): string[] =>
    entriesUnder(dir).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)); // links (sites/<site>) not followed, on Node 20 and 22

  it('renders every value inert: no injected element, attribute or script', () => {
    const pages = allFiles(path.join(out, 'sites', 'hostil.test')).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(3);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      for (const attrs of scripts) expect(attrs).toMatch(/^ type="(module|application\/ld\+json|application\/json)"/);
      expect(html).not.toMatch(/<(svg|img)[^>]*\son(load|error)=/i);
      expect(html).not.toMatch(/href="\s*javascript:/i);
      expect(html).not.toMatch(/src="\s*javascript:/i);
      expect(html).not.toContain('<script>alert');
    }
  });

  it('keeps JSON inside scripts from closing the script', () => {
    const html = readFileSync(path.join(out, 'sites', 'hostil.test', 'index.html'), 'utf8');
    for (const m of html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(m[1]!)).not.toThrow();
    }
  });

  it('never writes outside the release folder, whatever the neighbourhood or city says', () => {
    const everything = allFiles(out);
    for (const file of everything) expect(file.startsWith(path.join(out, 'releases')) || file.startsWith(path.join(out, 'cache'))).toBe(true);
    const listings = everything.filter((f) => f.includes(`${path.sep}hostil.test${path.sep}`) && f.includes(`${path.sep}imovel${path.sep}`));
    expect(listings.map((f) => f.slice(f.indexOf('/imovel/')))).toContain('/imovel/venda/scriptalert20script-2-quartos-x-etc/1/index.html');
  });
});

/**
 * parceira.test is shaped the way a partner's own back end sends data (issue #15): its own
 * pages (a property page with only the detail section), feature codes Vitrine's sample
 * generator never writes, a long agency name, homes without photos and with bad locations.
 */
describe('a tenant shaped unlike the sample data', () => {
  it('publishes every listing and warns about the two locations that give no pin', () => {
    const parceira = summary.sites.find((s) => s.site_url === 'parceira.test');
    expect(parceira?.status, parceira?.error).toBe('published');
    expect(parceira?.rejected).toEqual([]);
    expect(parceira?.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: '608', path: 'location', message: 'Invalid hex' }),
        expect.objectContaining({ id: '616', path: 'location', message: 'Only POINT is supported' }),
      ]),
    );
    const listings = readdirSync(path.join(out, 'sites', 'parceira.test', 'imovel'), { recursive: true }).filter((f) => /\/\d+$/.test(String(f)));
    expect(listings).toHaveLength(16);
    expect(site('parceira.test', 'contato/index.html')).toContain('Fale com a gente');
  });

  it('publishes the prices, areas and pins it sends as decimal text ("890000.00", "-23.56")', () => {
    const html = site('parceira.test', 'imovel/venda/apartamento-3-quartos-pinheiros-sao-paulo/602/index.html');
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toMatch(/R\$\s1\.250\.000/);
    expect(text).toContain('115 m²');
    expect(html).toContain('"latitude":-23.5641');
  });

  it('shows the photos it sends as bare URLs and the features it sends as JSON text (home 611)', () => {
    const html = site('parceira.test', 'imovel/venda/casa-3-quartos-cambui-campinas/611/index.html');
    expect(html).toMatch(/<img[^>]+src="\/media\/fachada\.jpg"/);
    expect(html).toContain('data-gallery=""'); // two photos: the carousel
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).toContain('Churrasqueira');
    expect(text).toContain('Piscina');
  });

  it('shows the description and name it sends as HTML as text: paragraphs and list items, no tags or entities (home 613)', () => {
    const html = site('parceira.test', 'imovel/venda/apartamento-3-quartos-savassi-belo-horizonte/613/index.html');
    const description = /<section aria-labelledby="descricao"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const paragraphs = [...description.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
    expect(paragraphs).toEqual(['Apartamento com 3 quartos,\u00a01 suíte e 98\u00a0m².', 'O condomínio oferece:', '• Piscina\n• Academia']);
    expect(html).toMatch(/<h1[^>]*>Apartamento na Savassi com varanda &amp; lazer com 3 quartos à venda<\/h1>/); // '&amp;' read once, escaped once
    expect(html).toContain('<meta name="description" content="Apartamento com 3 quartos, 1 suíte e 98 m². O condomínio oferece: • Piscina • Academia">');
    expect(html).not.toMatch(/&lt;(p|strong|li)&gt;|&amp;(nbsp|iacute|sup2);/);
  });

  it('shows the phone, WhatsApp, CNPJ and CEP it stores as digits the way Brazilians read them', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(site('parceira.test', 'index.html'))?.[0] ?? '';
    const text = footer.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Telefone: (11) 2345-6789');
    expect(text).toContain('WhatsApp: (11) 99876-5432');
    expect(text).toContain('12.345.678/0001-90');
    expect(text).toContain('CEP 05422-001');
    expect(footer).toContain('href="https://wa.me/5511998765432"');
    expect(footer).toContain('href="tel:+551123456789"');
  });

  it('writes a neighbourhood and city sent in capitals as people write them (home 603: "PINHEIROS", "SÃO PAULO")', () => {
    const html = site('parceira.test', 'imovel/venda/casa-3-quartos-pinheiros-sao-paulo/603/index.html');
    expect(html).toContain('Pinheiros, São Paulo – SP');
    expect(html).not.toMatch(/PINHEIROS|SÃO PAULO/);
  });

  it('reads a state written by name as its code (home 614: "Minas Gerais")', () => {
    const html = site('parceira.test', 'imovel/venda/apartamento-2-quartos-savassi-belo-horizonte/614/index.html');
    expect(html).toContain('Savassi, Belo Horizonte – MG');
    const states = readdirSync(path.join(out, 'sites', 'parceira.test', 'buscar', 'comprar')).filter((name) => ['mg', 'sp', 'minas-gerais', 'sao-paulo'].includes(name));
    expect(states.sort()).toEqual(['mg', 'sao-paulo', 'sp']); // 'sao-paulo' is the city; no 'minas-gerais' beside 'mg'
  });

  it('reads its CRM-style dates (SQL and DD/MM/YYYY, Brasília time) into the sitemap and JSON-LD as ISO 8601', () => {
    // homes.json: "created_at": "2026-10-14 09:00:00", "updated_at": "10/11/2026 09:00"
    const sitemap = site('parceira.test', 'sitemap.xml');
    expect(sitemap).toContain('/imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/601/</loc><lastmod>2026-11-10T12:00:00.000Z</lastmod>');
    expect(sitemap).not.toMatch(/<lastmod>2026-10-11/); // '10/11/2026' read as October 11th
    const listing = site('parceira.test', 'imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/601/index.html');
    expect(listing).toContain('"datePosted":"2026-10-14T12:00:00.000Z"');
  });

  it('gives every listing similar homes and recently viewed though its property page holds only the detail section', () => {
    const html = site('parceira.test', 'imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/601/index.html');
    const similar = /<h2[^>]*>Imóveis semelhantes<\/h2>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const ids = [...similar.matchAll(/data-home-id="(\d+)"/g)].map((m) => m[1]);
    expect([...new Set(ids)].sort()).toEqual(['602', '609', '610', '613', '614']);
    expect(html).toContain('data-island="recently-viewed"');
    expect(html.indexOf('data-section-id="imovel-detalhe"')).toBeLessThan(html.indexOf('Imóveis semelhantes'));
  });

  it('labels partner feature codes in pt-BR on the listing and in its JSON-LD, an unknown code as words', () => {
    /** The amenityFeature names of the page's JSON-LD, wherever they sit in it. */
    const jsonLdNames = (html: string): string[] => {
      const names: string[] = [];
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          for (const [key, inner] of Object.entries(value)) {
            if (key === 'amenityFeature') names.push(...(inner as Array<{ name: string }>).map((f) => f.name));
            else walk(inner);
          }
        }
      };
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) walk(JSON.parse(m[1]!));
      return names;
    };
    /** What the visitor reads under 'Características' and 'Comodidades'. */
    const items = (html: string) =>
      ['caracteristicas', 'comodidades'].flatMap((id) => {
        const section = new RegExp(`<section aria-labelledby="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
        return [...section.matchAll(/<\/span>([^<]+)<\/li>/g)].map((m) => m[1]);
      });
    const pinheiros = site('parceira.test', 'imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/601/index.html');
    expect(jsonLdNames(pinheiros)).toEqual(['Varanda', 'Ar-condicionado', 'Piscina', 'Academia']);
    expect(items(pinheiros)).toEqual(['Varanda', 'Ar-condicionado', 'Piscina', 'Academia']);
    const lourdes = site('parceira.test', 'imovel/aluguel/apartamento-2-quartos-lourdes-belo-horizonte/615/index.html');
    expect(items(lourdes)).toEqual(['Mobiliado', 'Aceita pets', 'Rooftop lounge']);
    expect(jsonLdNames(lourdes)).toEqual(['Mobiliado', 'Aceita pets', 'Rooftop lounge']);
  });
});
