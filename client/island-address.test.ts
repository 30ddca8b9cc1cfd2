import { describe, expect, it } from 'vitest';
import { addressAsksForMore } from './island-address.ts';

describe('addressAsksForMore', () => {
  const page = 'https://imobiliaria.test/buscar/venda/';

  it('is false on the page itself, with or without the trailing slash, and with campaign parameters only', () => {
    expect(addressAsksForMore(page, '/buscar/venda/')).toBe(false);
    expect(addressAsksForMore('https://imobiliaria.test/buscar/venda', 'https://imobiliaria.test/buscar/venda/')).toBe(false);
    expect(addressAsksForMore(`${page}?utm_source=google&utm_campaign=x&gclid=1&fbclid=2`, '/buscar/venda/')).toBe(false);
    expect(addressAsksForMore(page, null)).toBe(false);
  });

  it('is true for a search query, a later page, or a path the page answers as a fallback', () => {
    expect(addressAsksForMore(`${page}?preco_max=500000`, '/buscar/venda/')).toBe(true);
    expect(addressAsksForMore(`${page}?utm_source=google&pagina=2`, '/buscar/venda/')).toBe(true);
    expect(addressAsksForMore('https://imobiliaria.test/buscar/venda/sp/casa/', '/buscar/')).toBe(true);
  });
});
