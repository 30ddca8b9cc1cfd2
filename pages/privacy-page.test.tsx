import { describe, expect, it } from 'vitest';
import { contextFixture, renderPage, siteFixture, textOf } from '../tests/support/view-fixtures.ts';
import { BROWSER_STORAGE } from '../contract/browser-storage.ts';
import { PrivacyPage } from './privacy-page.tsx';

describe('PrivacyPage', () => {
  it('names the site and controller, the LGPD rights and the contact e-mail', () => {
    const html = renderPage(<PrivacyPage ctx={contextFixture()} data={{ kind: 'privacy', path: '/politica-de-privacidade' }} />);
    const text = textOf(html);
    expect(text).toContain('Horizonte Imóveis Ltda, inscrita no CNPJ sob o nº 12.345.678/0001-90');
    expect(text).toContain('site Imobiliária Horizonte (horizonte.com.br)');
    expect(text).toContain('Lei nº 13.709/2018');
    expect(text).toContain('art. 18 da LGPD');
    expect(html).toContain('href="mailto:contato@horizonte.com.br"');
    expect(text).not.toContain('Google Analytics');
  });

  it('lists every key the site keeps in the browser, where and why', () => {
    const text = textOf(renderPage(<PrivacyPage ctx={contextFixture()} data={{ kind: 'privacy', path: '/politica-de-privacidade' }} />));
    for (const item of BROWSER_STORAGE) expect(text).toContain(`${item.key} (${item.area === 'local' ? 'armazenamento local' : 'sessão'}): ${item.what}.`);
  });

  it('mentions analytics only when the site has them', () => {
    const site = siteFixture({ integrations: { google_analytics: { id: 'G-ABC123' }, facebook: { pixel_id: '123' } } });
    const text = textOf(renderPage(<PrivacyPage ctx={contextFixture(site)} data={{ kind: 'privacy', path: '/politica-de-privacidade' }} />));
    expect(text).toContain('Google Analytics');
    expect(text).toContain('Pixel da Meta');
  });
});
