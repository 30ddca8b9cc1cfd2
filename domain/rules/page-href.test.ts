import { describe, expect, it } from 'vitest';
import { needsTrailingSlash, pageHref, pagePath, payloadHref } from './page-href.ts';

describe('pageHref: the directory URL style', () => {
  it.each([
    ['/', '/'],
    ['/sobre', '/sobre/'],
    ['/sobre/', '/sobre/'],
    ['/imovel/venda/casa-3-quartos-centro-campinas/123', '/imovel/venda/casa-3-quartos-centro-campinas/123/'],
    ['/buscar/comprar?pagina=2', '/buscar/comprar/?pagina=2'],
    ['/buscar?bairro=centro#lista', '/buscar/?bairro=centro#lista'],
    ['/sobre#equipe', '/sobre/#equipe'],
    ['/bairros/vila-mariana', '/bairros/vila-mariana/'],
  ])('%s → %s', (input, expected) => {
    expect(pageHref(input)).toBe(expected);
  });

  it.each([
    '/sitemap.xml',
    '/404.html',
    '/robots.txt',
    '/media/x.jpg',
    '/assets/runtime-abc.js',
    '/assets',
    '/builds/latest.json',
    '/search/abc.json',
    '/storage/render/image/x?width=300',
    '/imovel/venda/x/1/_payload.json',
    'https://example.com/sobre',
    '//cdn.example.com/x',
    'mailto:a@b.c',
    'tel:+5511999999999',
    '#conteudo',
    '?pagina=2',
    'sobre',
    '',
  ])('leaves %s alone', (input) => {
    expect(pageHref(input)).toBe(input);
  });

  it('pagePath is the reverse for pages; the root stays', () => {
    expect(pagePath('/sobre/')).toBe('/sobre');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/buscar/comprar')).toBe('/buscar/comprar');
  });

  it('needsTrailingSlash names the URLs a host redirects', () => {
    expect(needsTrailingSlash('/sobre')).toBe(true);
    expect(needsTrailingSlash('/sobre/')).toBe(false);
    expect(needsTrailingSlash('/sitemap.xml')).toBe(false);
    expect(needsTrailingSlash('/')).toBe(false);
  });
});

describe('payloadHref', () => {
  it("names the payload beside a page's index.html", () => {
    expect(payloadHref('/')).toBe('/_payload.json');
    expect(payloadHref('/sobre')).toBe('/sobre/_payload.json');
    expect(payloadHref('/empreendimentos/maracaipe')).toBe('/empreendimentos/maracaipe/_payload.json');
  });
});
