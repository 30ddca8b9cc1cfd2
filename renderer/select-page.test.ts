import { describe, expect, it } from 'vitest';
import { matchPattern, normalizePath, selectPage } from './select-page.ts';
import type { SitePage } from '../contract/page-model.ts';

const page = (id: string, url: string) => ({ id, url, sections: [] }) as unknown as SitePage;
const pages = [page('home', '/'), page('bairro', '/bairros/{bairro}'), page('about', '/sobre'), page('search', '/buscar'), page('any', '/{slug}')];

describe('page selection', () => {
  it('removes the trailing slash and keeps the root', () => {
    expect(normalizePath('/sobre/')).toBe('/sobre');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a//b/?x=1')).toBe('/a/b');
  });
  it('matches {param} segments', () => {
    expect(matchPattern('/bairros/{bairro}', '/bairros/vila-mariana/')).toEqual({ bairro: 'vila-mariana' });
    expect(matchPattern('/bairros/{bairro}', '/bairros')).toBeNull();
  });
  it('prefers literal patterns over parameters', () => {
    expect(selectPage(pages, '/sobre')?.page.id).toBe('about');
    expect(selectPage(pages, '/contato')?.page.id).toBe('any');
  });
  it('gives every /buscar path to the search page', () => {
    expect(selectPage(pages, '/buscar/alugar/sp/apartamento')?.page.id).toBe('search');
  });
  it('answers null when nothing matches', () => {
    expect(selectPage([page('home', '/')], '/nada')).toBeNull();
  });
});
