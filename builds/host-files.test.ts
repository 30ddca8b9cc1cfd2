import { describe, expect, it } from 'vitest';
import { hostFiles, isHostFile, listingUrls, redirectsFile, RULES_MAX, STATIC_RULES_MAX, type HostFilesInput } from './host-files.ts';
import { nginxListingsMap, nginxRedirectsMap, nginxSearchAliasesMap, nginxServerBlock } from './nginx-config.ts';

const input: HostFilesInput = {
  siteUrl: 'imob.com.br',
  active: true,
  listings: listingUrls([
    { id: 123, url: '/imovel/venda/casa-3-quartos-centro-campinas/123/', status: 'sale' },
    { id: 7, url: '/imovel/aluguel/apartamento-1-quarto-moema-sao-paulo/7/', status: 'rent' },
  ]),
  redirects: [
    { from: '/quem-somos', to: '/sobre', status: 301 },
    { from: '/antigo/{slug}', to: '/imoveis/{slug}', status: 302 },
    { from: '/parceiro', to: 'https://parceiro.com.br/?a=1', status: 302 },
  ],
  searchPage: true,
  searchAliases: new Map([
    ['/buscar/comprar/sp/casa', '/buscar/casa'],
    ['/buscar/comprar/sp/casa/campinas/3-quartos', '/buscar/casa/3-quartos'],
  ]),
  moved: [['/imovel/aluguel/casa-2-quartos-centro-campinas/123', '123']],
};

describe('_redirects', () => {
  const file = redirectsFile(input);
  const rules = file.split('\n').filter((line) => line && !line.startsWith('#'));

  it('writes the site rules first, both spellings, targets in the URL style, placeholders in the hosts\' syntax', () => {
    expect(rules.slice(0, 4)).toEqual(['/quem-somos /sobre/ 301', '/quem-somos/ /sobre/ 301', '/parceiro https://parceiro.com.br/?a=1 302', '/parceiro/ https://parceiro.com.br/?a=1 302']);
    expect(rules).toContain('/antigo/:slug /imoveis/:slug/ 302');
  });

  it('sends a moved listing URL to the new one and the featured listings\' destaque URLs to theirs with a 301, never matching a canonical URL', () => {
    expect(rules).toContain('/imovel/aluguel/casa-2-quartos-centro-campinas/123/ /imovel/venda/casa-3-quartos-centro-campinas/123/ 301');
    expect(rules).toContain('/imovel/destaque/:slug/123 /imovel/venda/casa-3-quartos-centro-campinas/123/ 301');
    expect(rules).toContain('/imovel/destaque/:slug/7 /imovel/aluguel/apartamento-1-quarto-moema-sao-paulo/7/ 301');
    expect(rules.some((rule) => /^\/imovel\/(venda|aluguel)\/:slug/.test(rule))).toBe(false);
  });

  it('answers a /buscar combination with the same homes as a shorter one with its page (a rewrite, 200), before the fallback', () => {
    const rewrites = ['/buscar/comprar/sp/casa/ /buscar/casa/ 200', '/buscar/comprar/sp/casa/campinas/3-quartos/ /buscar/casa/3-quartos/ 200'];
    expect(rules.filter((rule) => rule.endsWith(' 200') && !rule.includes('*'))).toEqual(rewrites);
    expect(rules.indexOf(rewrites[1]!)).toBeLessThan(rules.indexOf('/buscar/* /buscar/index.html 200'));
  });

  it('keeps within the 2,000 static rules Cloudflare Pages reads: the site\'s own rules first, the rewrites with most homes next', () => {
    const many = new Map(Array.from({ length: 3_000 }, (_, i) => [`/buscar/comprar/sp/bairro-${i}`, '/buscar/comprar'] as const));
    const capped = redirectsFile({ ...input, searchAliases: many }).split('\n').filter((line) => line && !line.startsWith('#'));
    const statics = capped.filter((rule) => !rule.includes('/:') && !rule.includes('*'));
    expect(statics).toHaveLength(STATIC_RULES_MAX);
    expect(statics.slice(0, 2)).toEqual(['/quem-somos /sobre/ 301', '/quem-somos/ /sobre/ 301']);
    expect(statics[4]).toBe('/imovel/aluguel/casa-2-quartos-centro-campinas/123/ /imovel/venda/casa-3-quartos-centro-campinas/123/ 301');
    expect(statics.at(-1)).toBe(`/buscar/comprar/sp/bairro-${STATIC_RULES_MAX - 6}/ /buscar/comprar/ 200`);
    expect(capped).toContain('/buscar/* /buscar/index.html 200');
  });

  it('has the /buscar fallback (a rewrite, 200) after the static rules, and an inactive site has no rule', () => {
    expect(rules.indexOf('/buscar/* /buscar/index.html 200')).toBeGreaterThan(rules.indexOf('/buscar/comprar/sp/casa/campinas/3-quartos/ /buscar/casa/3-quartos/ 200'));
    expect(redirectsFile({ ...input, active: false }).split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([]);
    expect(redirectsFile({ ...input, searchPage: false })).not.toContain('/buscar/*');
  });

  it('stops at 10,000 rules, featured listings\' destaque URLs first', () => {
    const many = listingUrls(Array.from({ length: 12_000 }, (_, i) => ({ id: i + 1, url: `/imovel/venda/casa-${i + 1}/${i + 1}`, status: 'sale' as const, is_featured_on_site: i === 11_999 })));
    const capped = redirectsFile({ ...input, listings: many }).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(capped).toHaveLength(RULES_MAX);
    const destaque = capped.filter((rule) => rule.startsWith('/imovel/destaque/'));
    expect(destaque[0]).toBe('/imovel/destaque/:slug/12000 /imovel/venda/casa-12000/12000/ 301');
    expect(destaque[1]).toBe('/imovel/destaque/:slug/1 /imovel/venda/casa-1/1/ 301');
  });
});

describe('nginx', () => {
  it('maps this site\'s rules by $host$uri and its listings by host and id', () => {
    const map = nginxRedirectsMap(input);
    expect(map).toContain('"imob.com.br/quem-somos" "301 /sobre/";');
    expect(map).toContain('"imob.com.br/quem-somos/" "301 /sobre/";');
    expect(map).toContain('~^imob\\.com\\.br/antigo/([^/]+)/?$ "302 /imoveis/$1/";');
    expect(nginxListingsMap(input)).toContain('"imob.com.br/123" "/imovel/venda/casa-3-quartos-centro-campinas/123/";');
    expect(nginxRedirectsMap({ ...input, active: false })).toContain('"404"');
    expect(nginxSearchAliasesMap(input)).toContain('"imob.com.br/buscar/comprar/sp/casa/campinas/3-quartos/" "/buscar/casa/3-quartos/index.html";');
    expect(nginxSearchAliasesMap({ ...input, active: false }).split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([]);
  });

  it('roots every host at its symlink and hides the host files', () => {
    const conf = nginxServerBlock({ sitesRoot: '/x/sites', listen: '127.0.0.1:8081' });
    expect(conf).toContain('root /x/sites/$host;');
    expect(conf).toContain('listen 127.0.0.1:8081;');
    expect(conf).toContain('include /x/sites/*/builds/nginx/listings.map;');
    expect(conf).toContain('include /x/sites/*/builds/nginx/search-aliases.map;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('location = /_redirects { return 404; }');
  });
});

describe('hostFiles', () => {
  it('writes the six files, none of them reachable as content', () => {
    const files = hostFiles(input);
    expect([...files.keys()]).toEqual(['_headers', '_redirects', 'builds/nginx/redirects.map', 'builds/nginx/listings.map', 'builds/nginx/search-aliases.map', 'builds/nginx/vitrine.conf']);
    for (const name of files.keys()) expect(isHostFile(`/${name}`), name).toBe(true);
    expect(isHostFile('/builds/latest.json')).toBe(false);
  });
});
