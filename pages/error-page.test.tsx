import { describe, expect, it } from 'vitest';
import { contextFixture, renderPage, textOf } from '../tests/support/view-fixtures.ts';
import { PageNotFound, SiteInactive, SiteNotFound } from '../domain/errors.ts';
import { ErrorPage, showsBackLink } from './error-page.tsx';

function renderError(status: number, message: string, code?: string): string {
  return renderPage(<ErrorPage ctx={contextFixture()} data={{ kind: 'error', path: '/x', status, message, ...(code ? { code } : {}) }} />);
}

describe('ErrorPage', () => {
  it('shows 404, the message, the provider link with utm and the back link, without header or footer', () => {
    const html = renderError(404, 'Página não encontrada');
    expect(textOf(html)).toContain('Erro 404 Página não encontrada');
    expect(html).toContain(
      'href="https://vitrine.example/?utm_source=custom-site&amp;utm_medium=error&amp;utm_campaign=horizonte.com.br"',
    );
    expect(textOf(html)).toContain('Ir para a Vitrine');
    expect(html).toMatch(/<a href="\/"[^>]*>Voltar para a página inicial<\/a>/);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
  });

  it.each([SiteInactive, SiteNotFound])('hides the back link at 404 for $name, by its code', (entry) => {
    expect(renderError(404, entry.message, entry.name)).not.toContain('Voltar para a página inicial');
    expect(renderError(404, entry.message, PageNotFound.name)).toContain('Voltar para a página inicial');
  });

  it('prints the raw error of a non-404 and always offers the way back', () => {
    const html = renderError(500, 'TypeError: x is undefined\n    at render');
    expect(html).toMatch(/<pre[^>]*>TypeError: x is undefined\n {4}at render<\/pre>/);
    expect(html).toContain('Voltar para a página inicial');
    expect(showsBackLink(500, SiteInactive.name)).toBe(true);
  });

  it('escapes a hostile message', () => {
    const html = renderError(500, '<script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
