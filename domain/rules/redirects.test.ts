import { describe, expect, it } from 'vitest';
import { redirectHref, resolveRedirect, type RedirectRule } from './redirects.ts';

const rule = (from: string, to: string, status = 301): RedirectRule => ({ from, to, status });

describe('resolveRedirect', () => {
  it('sends an internal path on with the rule status; the first matching rule wins', () => {
    const rules = [rule('/quem-somos', '/sobre'), rule('/quem-somos', '/contato', 302)];
    expect(resolveRedirect(rules, '/quem-somos')).toEqual({ location: '/sobre/', status: 301, external: false });
    expect(resolveRedirect(rules, '/sobre')).toBeUndefined();
  });

  it('marks http(s) targets external', () => {
    expect(resolveRedirect([rule('/parceiros', 'https://parceiro.com.br/imoveis', 302)], '/parceiros')).toEqual({
      location: 'https://parceiro.com.br/imoveis',
      status: 302,
      external: true,
    });
  });

  it('fills {name}s from the visitor path, encoded so they cannot change the target', () => {
    const rules = [rule('/antigo/{slug}', '/imoveis/{slug}'), rule('/site/{slug}', 'https://novo.com.br/{slug}')];
    expect(resolveRedirect(rules, '/antigo/são paulo')?.location).toBe('/imoveis/s%C3%A3o%20paulo/');
    expect(resolveRedirect(rules, '/antigo/a?b#c')?.location).toBe('/imoveis/a%3Fb%23c/');
    expect(resolveRedirect(rules, '/site/x')?.location).toBe('https://novo.com.br/x');
  });

  it('follows chains (temporary if any step is) and gives up on loops', () => {
    expect(resolveRedirect([rule('/a', '/b'), rule('/b', '/c', 302)], '/a')).toEqual({ location: '/c/', status: 302, external: false });
    expect(resolveRedirect([rule('/a', '/b'), rule('/b', 'https://x.com.br/')], '/a')).toMatchObject({ location: 'https://x.com.br/', external: true });
    expect(resolveRedirect([rule('/a', '/b'), rule('/b', '/a')], '/a')).toBeUndefined();
  });

  it('never touches the files the build publishes, whatever the pattern', () => {
    const everything = [rule('/{page}', '/sobre')];
    expect(resolveRedirect(everything, '/robots.txt')).toBeUndefined();
    expect(resolveRedirect(everything, '/404.html')).toBeUndefined();
    expect(resolveRedirect(everything, '/contato')?.location).toBe('/sobre/');
    expect(resolveRedirect(everything, '/sobre')).toBeUndefined(); // sent to itself: no redirect, no loop
  });
});

describe('redirectHref', () => {
  it('keeps the query and fragment unless the target has its own', () => {
    const internal = { location: '/sobre', status: 301, external: false };
    expect(redirectHref(internal, '?utm_source=x', '#equipe')).toBe('/sobre?utm_source=x#equipe');
    expect(redirectHref({ ...internal, location: 'https://x.com.br/?a=1' }, '?b=2')).toBe('https://x.com.br/?a=1');
  });
});
