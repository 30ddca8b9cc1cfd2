import { describe, expect, it } from 'vitest';
import { hrefSchema, isPagePath, pageUrlSchema, siteUrlSchema, tokenSchema } from './links.ts';

describe('siteUrlSchema', () => {
  it('accepts host names, with an optional port, lowercased', () => {
    expect(siteUrlSchema.parse('imobiliaria.com.br')).toBe('imobiliaria.com.br');
    expect(siteUrlSchema.parse('Cosmic.Vitrine.Local')).toBe('cosmic.vitrine.local');
    expect(siteUrlSchema.parse('localhost:8080')).toBe('localhost:8080');
  });

  it('rejects anything that could leave a folder', () => {
    for (const bad of ['../x', '..', 'a/b', 'a\\b', 'a b', 'https://a.com', '.a', 'a..b', '-a.com', '', 'a.com/']) {
      expect(siteUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('pageUrlSchema', () => {
  it('accepts paths and {param} segments', () => {
    for (const ok of ['/', '/sobre', '/sobre/', '/empreendimentos/{slug}', '/buscar', '/política', '/a.b_c~d-e']) {
      expect(isPagePath(ok), ok).toBe(true);
    }
  });

  it('rejects traversal and odd characters', () => {
    for (const bad of ['sobre', '/../x', '/a/../b', '/a//b', '/a\\b', '/%2e%2e/x', '/a?b', '/a#b', '/.', '/{a-b}', '/a b']) {
      expect(pageUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(pageUrlSchema.safeParse('sobre').error?.issues[0]?.message).toBe("must start with '/'");
  });
});

describe('hrefSchema', () => {
  it('accepts relative, http(s), mailto and tel links', () => {
    for (const ok of ['/contato', '#sobre', 'https://wa.me/5511999999999', 'mailto:a@b.com', 'tel:+5511', '?q=1']) {
      expect(hrefSchema.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('rejects script and data links', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'java\nscript:alert(1)', 'vbscript:x']) {
      expect(hrefSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('tokenSchema', () => {
  it('accepts ids and JWT-like tokens, and numbers as text', () => {
    expect(tokenSchema.parse('G-ABC123')).toBe('G-ABC123');
    expect(tokenSchema.parse(1234567890)).toBe('1234567890');
    expect(tokenSchema.parse('eyJhbGci.eyJzdWIi.sig_-')).toBe('eyJhbGci.eyJzdWIi.sig_-');
  });

  it('rejects anything that could break out of a script string', () => {
    for (const bad of ["x');alert(1)//", 'a b', '</script>', '']) {
      expect(tokenSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
