import { describe, expect, it } from 'vitest';
import { redirectForUrl } from './link-clicks.ts';
import { prefetchAllowed, prefetchTargets } from './prefetch-policy.ts';

describe('prefetchAllowed', () => {
  it('prefetches unless the connection is 2g or data saving is on (spec §2.2, §9)', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g' }, false)).toBe(false); // offline
  });
});

describe('prefetchTargets', () => {
  const targets = (href: string) => prefetchTargets(new URL(href, 'https://x.com.br'));
  it('is the page as linked, and for a listing its payload beside it', () => {
    expect(targets('/imovel/venda/casa-3-quartos-cambui-campinas/103/')).toEqual({
      document: '/imovel/venda/casa-3-quartos-cambui-campinas/103/',
      payload: '/imovel/venda/casa-3-quartos-cambui-campinas/103/_payload.json',
    });
    expect(targets('/buscar?pagina=2#r')).toEqual({ document: '/buscar?pagina=2' });
  });

  it('leaves out payloads the build does not vouch for: configured links, /buscar combinations', () => {
    expect(targets('/sobre')).toEqual({ document: '/sobre' });
    expect(targets('/buscar/alugar/sp')).toEqual({ document: '/buscar/alugar/sp' });
  });
});

describe('redirectForUrl', () => {
  const rules = [
    { from: '/quem-somos', to: '/sobre', status: 301 },
    { from: '/parceiros', to: 'https://parceiro.com.br/', status: 302 },
  ];
  const at = (href: string) => redirectForUrl(rules, new URL(href, 'https://x.com.br'));
  it("gives the rule's target, with the link's query and fragment", () => {
    expect(at('/quem-somos/?utm_source=x#equipe')).toBe('/sobre/?utm_source=x#equipe');
    expect(at('/parceiros')).toBe('https://parceiro.com.br/');
    expect(at('/sobre')).toBeUndefined();
    expect(redirectForUrl([], new URL('https://x.com.br/quem-somos'))).toBeUndefined();
  });
});
