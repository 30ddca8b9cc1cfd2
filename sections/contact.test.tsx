import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandCollector, IslandProvider } from '../ui/island.tsx';
import { contextFixture, siteFixture, textOf } from '../tests/support/view-fixtures.ts';
import { ContactSection } from './contact.tsx';
import type { SectionProps } from './section-types.ts';

function render(props: Record<string, unknown> = {}, site = siteFixture()) {
  const collector = new IslandCollector();
  const section = { id: 'sec-contato', component: 'contact', enabled: true, props } as SectionProps['section'];
  const data: SectionProps['data'] = { kind: 'page', path: '/contato', pageId: 'contato', params: {}, featured: [], latest: [] };
  const html = renderToString(createElement(IslandProvider, { value: collector }, <ContactSection section={section} ctx={contextFixture(site)} data={data} />));
  return { html, islands: collector.islands };
}

describe('ContactSection', () => {
  it('shows the contact links, then the lead form island posting to the baked-in endpoint', () => {
    const { html, islands } = render();
    const text = textOf(html);
    expect(text).toContain('Fale conosco');
    expect(text.indexOf('contato@horizonte.com.br')).toBeLessThan(text.indexOf('Envie uma mensagem'));
    expect(html).toContain('<div data-island="lead-form" data-island-id="0" data-load="interaction"');
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    for (const attribute of ['method="post"', 'action="/api/leads"', 'noValidate=""']) expect(form).toContain(attribute);
    const phone = html.match(/<input id="contato-sec-contato-telefone"[^>]*>/)?.[0] ?? '';
    for (const attribute of ['name="phone"', 'type="tel"', 'inputMode="tel"']) expect(phone).toContain(attribute);
    expect(text).toContain('Ao enviar, você concorda com a Política de privacidade');
    // Small props: no site config in the island data.
    expect(islands).toEqual([
      {
        name: 'lead-form',
        props: { endpoint: '/api/leads', siteId: 7, source: 'site', formType: 'contact', idPrefix: 'contato-sec-contato', buttonClass: expect.any(String) },
      },
    ]);
  });

  it('leaves the form out with form: false, and shows the form alone for a site without channels', () => {
    expect(render({ form: false }).islands).toEqual([]);
    const bare = siteFixture({ company: { name: 'X' }, broker: {} });
    const { html } = render({}, bare);
    expect(html).toContain('data-island="lead-form"');
    expect(render({ form: false }, bare).html).toBe('');
  });
});
