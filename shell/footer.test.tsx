import { describe, expect, it } from 'vitest';
import { baseSiteInput, contextFixture, renderPage, siteFixture, textOf } from '../tests/support/view-fixtures.ts';
import { Footer } from './footer.tsx';

const company = baseSiteInput.company as Record<string, unknown>;

function renderFooter(overrides: Record<string, unknown> = {}, provider?: { name: string; url: string }): string {
  const ctx = contextFixture(siteFixture(overrides));
  return renderPage(<Footer ctx={provider ? { ...ctx, provider } : ctx} />);
}

describe('Footer', () => {
  it('shows the address when the street exists and hide_address is not set', () => {
    const text = textOf(renderFooter());
    expect(text).toContain('Rua Barão de Jaguara, 1000');
    expect(text).toContain('Centro, Campinas – SP');
    expect(text).toContain('CEP 13015-001');
  });

  it('hides the address without a street or with hide_address', () => {
    expect(renderFooter({ company: { ...company, street: null } })).not.toContain('data-footer-address');
    expect(renderFooter({ company: { ...company, hide_address: true } })).not.toContain('data-footer-address');
  });

  it('links phone, WhatsApp (digits only, tracked) and e-mail', () => {
    const html = renderFooter();
    expect(html).toContain('href="tel:+551932321000"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/5519998765432"[^>]*data-track="whatsapp_click" data-track-context="footer"/);
    expect(html).toContain('href="mailto:contato@horizonte.com.br"');
  });

  it('shows CRECI and CNPJ, falling back to the broker CRECI', () => {
    expect(textOf(renderFooter())).toContain('CRECI J-12345 CNPJ 12.345.678/0001-90');
    const brokerOnly = textOf(renderFooter({ company: { ...company, creci: null, cnpj: null }, broker: { creci: '98765-F' } }));
    expect(brokerOnly).toContain('CRECI 98765-F');
    expect(brokerOnly).not.toContain('CNPJ');
  });

  it('shows social icons only for non-empty links, in a new tab with a label', () => {
    const html = renderFooter();
    expect(html).toMatch(/href="https:\/\/instagram\.com\/horizonte" aria-label="Instagram"[^>]*target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('aria-label="Facebook"');
  });

  it("credits the provider with utm parameters and links the privacy policy", () => {
    const html = renderFooter();
    expect(textOf(html)).toContain('Desenvolvido por Vitrine');
    expect(html).toContain(
      'href="https://vitrine.example/?utm_source=custom-site&amp;utm_medium=footer&amp;utm_campaign=horizonte.com.br"',
    );
    expect(html).toMatch(/<a href="\/politica-de-privacidade\/"[^>]*>Política de privacidade<\/a>/);
  });

  it("shows a copyright line instead when the site name contains the provider's brand word", () => {
    const html = renderFooter({ site_name: 'Demo VITRINE Imóveis' });
    expect(textOf(html)).toContain('© 2031 Demo VITRINE Imóveis. Todos os direitos reservados.');
    expect(html).not.toContain('Desenvolvido por');
  });

  it('shows the site name when there is no logo', () => {
    const html = renderFooter({ assets: {} });
    expect(html).not.toContain('<img');
    expect(textOf(html)).toContain('Imobiliária Horizonte');
  });

  it('keeps hostile values inert', () => {
    const site = siteFixture({ site_description: '<script>alert(1)</script>' });
    // A live builder config is not re-validated: the render must still neutralise it.
    site.menu[0] = { ...site.menu[0]!, url: 'javascript:alert(1)' };
    site.social.linkedin = 'JaVaScRiPt:alert(1)';
    const html = renderPage(<Footer ctx={contextFixture(site)} />);
    expect(html).not.toContain('<script>');
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
