import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface CfRequest {
  uri: string;
  headers: Record<string, { value: string }>;
  querystring: Record<string, { value: string; multiValue?: Array<{ value: string }> }>;
}
interface CfResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}

/** The file as CloudFront runs it: a plain script that defines `handler` (no module system). */
const source = readFileSync(new URL('./cloudfront-host-routing.js', import.meta.url), 'utf8');
const handler = new Function(`${source}\nreturn handler;`)() as (event: { request: CfRequest }) => CfRequest | CfResponse;

function run(uri: string, host = 'imob.com.br', querystring: CfRequest['querystring'] = {}): CfRequest | CfResponse {
  return handler({ request: { uri, headers: { host: { value: host } }, querystring } });
}

const uriOf = (result: CfRequest | CfResponse) => ('uri' in result ? result.uri : `${result.statusCode} ${result.headers.location?.value ?? ''}`.trim());

describe('the CloudFront Function for many tenants on one distribution', () => {
  it.each([
    ['/', '/imob.com.br/index.html'],
    ['/sobre/', '/imob.com.br/sobre/index.html'],
    ['/imovel/venda/casa-3-quartos-centro-campinas/123/', '/imob.com.br/imovel/venda/casa-3-quartos-centro-campinas/123/index.html'],
    ['/sobre/_payload.json', '/imob.com.br/sobre/_payload.json'],
    ['/assets/runtime-3f9a.js', '/imob.com.br/assets/runtime-3f9a.js'],
    ['/builds/latest.json', '/imob.com.br/builds/latest.json'],
    ['/sitemap.xml', '/imob.com.br/sitemap.xml'],
    ['/404.html', '/imob.com.br/404.html'],
    ['/sobre', '301 /sobre/'],
    ['/buscar/comprar', '301 /buscar/comprar/'],
    ['/_redirects', '404'],
    ['/_headers', '404'],
    ['/builds/nginx/vitrine.conf', '404'],
    ['/../other.com/x', '400'],
  ])('%s → %s', (uri, expected) => {
    expect(uriOf(run(uri))).toBe(expected);
  });

  it('names the folder by the Host header, lowercased, without its port; a bad host is a 400', () => {
    expect(uriOf(run('/', 'Imob.COM.br:443'))).toBe('/imob.com.br/index.html');
    expect(uriOf(run('/', 'evil/..'))).toBe('400');
    expect(uriOf(run('/', ''))).toBe('400');
  });

  it('keeps the query on the 301, every value of a repeated parameter', () => {
    const moved = run('/buscar/alugar', 'imob.com.br', { banheiros: { value: '2' }, bairro: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] } });
    expect(uriOf(moved)).toBe('301 /buscar/alugar/?banheiros=2&bairro=a&bairro=b');
  });
});
