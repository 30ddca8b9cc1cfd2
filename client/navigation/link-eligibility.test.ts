import { describe, expect, it } from 'vitest';
import { internalLinkUrl, isPageUrl, isPlainClick, type ClickFacts } from './link-eligibility.ts';

const here = 'https://imobiliaria.com.br/sobre?x=1';
const link = (href: string, over: { target?: string; download?: boolean } = {}) =>
  internalLinkUrl({ href, target: over.target ?? '', download: over.download ?? false }, here)?.href;

describe('internalLinkUrl', () => {
  it('takes same-origin links that open another page in this tab', () => {
    expect(link('/contato')).toBe('https://imobiliaria.com.br/contato');
    expect(link('imovel/1')).toBe('https://imobiliaria.com.br/imovel/1');
    expect(link('/sobre')).toBe('https://imobiliaria.com.br/sobre'); // another query: another page
    expect(link('https://imobiliaria.com.br/buscar?pagina=2', { target: '_self' })).toBe('https://imobiliaria.com.br/buscar?pagina=2');
  });

  it('leaves other sites, schemes, new tabs, downloads and in-page links alone', () => {
    for (const href of ['https://outro.com.br/', 'http://imobiliaria.com.br/contato', 'mailto:a@b.c', 'tel:+5511999999999', 'javascript:void(0)', '#', '#equipe', '?x=1#equipe']) {
      expect(link(href), href).toBeUndefined();
    }
    expect(link('/contato', { target: '_blank' })).toBeUndefined();
    expect(link('/contato', { target: 'outra' })).toBeUndefined();
    expect(link('/tabela.pdf', { download: true })).toBeUndefined();
  });
});

describe('isPageUrl', () => {
  it('is false for the files a release publishes', () => {
    const page = (path: string) => isPageUrl(new URL(path, 'https://x.com.br'));
    expect(page('/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101')).toBe(true);
    expect(page('/')).toBe(true);
    for (const path of ['/sitemap.xml', '/media/tabela.pdf', '/assets/runtime-x.js', '/builds/latest.json', '/search/x', '/api/leads']) {
      expect(page(path), path).toBe(false);
    }
  });
});

describe('isPlainClick', () => {
  const click = (over: Partial<ClickFacts> = {}): ClickFacts => ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...over });
  it('is a left click without modifiers that nothing handled yet', () => {
    expect(isPlainClick(click())).toBe(true);
    for (const over of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(isPlainClick(click(over)), JSON.stringify(over)).toBe(false);
    }
  });
});
