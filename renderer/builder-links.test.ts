import { describe, expect, it } from 'vitest';
import { builderLinks, withBuilderParams } from './builder-links.ts';

describe('builder links', () => {
  it('adds mode and site_url to internal paths that have neither', () => {
    expect(withBuilderParams('/sobre', 'a.test')).toBe('/sobre?mode=builder&site_url=a.test');
    expect(withBuilderParams('/buscar?status=rent#x', 'a.test')).toBe('/buscar?status=rent&mode=builder&site_url=a.test#x');
  });

  it('leaves links that already name either parameter, anchors and other schemes alone', () => {
    expect(withBuilderParams('/?site_url=b.test', 'a.test')).toBe('/?site_url=b.test');
    expect(withBuilderParams('/?mode=x', 'a.test')).toBe('/?mode=x');
    expect(withBuilderParams('#conteudo', 'a.test')).toBe('#conteudo');
    expect(withBuilderParams('//evil.test/x', 'a.test')).toBe('//evil.test/x');
    expect(withBuilderParams('tel:+551199', 'a.test')).toBe('tel:+551199');
  });

  it('makes external links unclickable and rewrites internal ones, escaped', () => {
    const html =
      '<nav><a href="/sobre" class="x">Sobre</a><a class="y" href="https://instagram.com/a?x=1&amp;y=&quot;2&quot;" target="_blank">IG</a>' +
      '<a href="https://a.test/contato">same site</a><a href="#top">topo</a><a>none</a></nav>';
    const out = builderLinks(html, 'a.test');
    expect(out).toContain('<a href="/sobre?mode=builder&amp;site_url=a.test" class="x">');
    expect(out).toContain('<a class="y" data-external-href="https://instagram.com/a?x=1&amp;y=&quot;2&quot;" aria-disabled="true" target="_blank">');
    expect(out).toContain('<a href="https://a.test/contato">');
    expect(out).toContain('<a href="#top">');
    expect(out).toContain('<a>none</a>');
    expect(out).not.toMatch(/\shref="https:\/\/instagram/);
  });
});
