import { describe, expect, it } from 'vitest';
import { fillPattern, isParamSegment, matchPattern, normalizePath, patternParams, withoutTrailingSlash } from './url-pattern.ts';

describe('the {name} url pattern', () => {
  it('knows a parameter segment: a whole segment, an identifier inside braces', () => {
    expect(isParamSegment('{bairro}')).toBe(true);
    expect(isParamSegment('{_x1}')).toBe(true);
    expect(isParamSegment('{1x}')).toBe(false);
    expect(isParamSegment('{a b}')).toBe(false);
    expect(isParamSegment('casa-{bairro}')).toBe(false);
  });

  it('normalizes paths: trailing slash off (root kept); page paths also lose query, fragment and //', () => {
    expect(withoutTrailingSlash('/sobre/')).toBe('/sobre');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('')).toBe('/');
    expect(normalizePath('/sobre/')).toBe('/sobre');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a//b/?x=1')).toBe('/a/b');
    expect(normalizePath('sobre#x')).toBe('/sobre');
  });

  it('lists the names a pattern or an address uses, in order', () => {
    expect(patternParams('/bairros/{bairro}/{cidade}')).toEqual(['bairro', 'cidade']);
    expect(patternParams('https://novo.com.br/{slug}')).toEqual(['slug']);
    expect(patternParams('/sobre')).toEqual([]);
  });

  it('matches whole paths, trailing slash ignored, {name} for one segment', () => {
    expect(matchPattern('/quem-somos', '/quem-somos/')).toEqual({});
    expect(matchPattern('/quem-somos', '/quem-somos/equipe')).toBeUndefined();
    expect(matchPattern('/Sobre', '/sobre')).toBeUndefined();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/antigo/{slug}', '/antigo/casa-azul')).toEqual({ slug: 'casa-azul' });
    expect(matchPattern('/antigo/{slug}', '/antigo')).toBeUndefined();
    expect(matchPattern('/bairros/{bairro}', '/bairros/vila-mariana/')).toEqual({ bairro: 'vila-mariana' });
  });

  it('fills the names it has values for, through an encoder; others stay as written', () => {
    expect(fillPattern('/bairros/{bairro}', { bairro: 'vila-mariana' })).toBe('/bairros/vila-mariana');
    expect(fillPattern('/imoveis/{slug}', { slug: 'a?b' }, encodeURIComponent)).toBe('/imoveis/a%3Fb');
    expect(fillPattern('/x/{other}', { slug: 'a' })).toBe('/x/{other}');
    expect(fillPattern('/x/{constructor}', {})).toBe('/x/{constructor}');
  });
});
