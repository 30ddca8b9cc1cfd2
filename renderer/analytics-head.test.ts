import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../domain/schemas/index.ts';
import { contextFixture, propertyFixture, siteFixture } from '../tests/support/view-fixtures.ts';
import { analyticsHead, googleFontFamilies, googleFontsUrl } from './analytics-head.ts';
import { renderDocument } from './document.tsx';
import { renderHead } from './head.ts';
import { pageAnalyticsScript } from './page-analytics.ts';
import type { PropertyPageData } from '../contract/page-model.ts';
import { pageSeo } from './seo.ts';

const THIRD_PARTIES = /googletagmanager|gtag\(|fbq|facebook|fonts\.googleapis|fonts\.gstatic/;

function headOf(site: SiteConfig): string {
  const ctx = contextFixture(site);
  const data = { kind: 'privacy', path: '/politica-de-privacidade' } as const;
  return renderHead(ctx, pageSeo(ctx, data, undefined), true);
}

/** Values the schema would refuse, put straight into a parsed config: the head must still hold. */
function unchecked(site: SiteConfig, changes: Partial<Pick<SiteConfig, 'integrations' | 'fonts'>>): SiteConfig {
  return { ...site, ...changes };
}

const tracked = siteFixture({
  fonts: { body: 'Open Sans', heading: 'Montserrat' },
  integrations: { google_analytics: { id: 'G-ABC123' }, facebook: { pixel_id: '1234567890' } },
});

describe('the analytics and fonts head', () => {
  it('has none of GA, the pixel or Google Fonts for a site without ids or fonts', () => {
    const site = siteFixture({ fonts: {}, integrations: {} });
    expect(analyticsHead(site)).toBe('');
    expect(headOf(site)).not.toMatch(THIRD_PARTIES);
  });

  it('loads gtag.js async with the id and configures it with anonymised IP', () => {
    const head = headOf(tracked);
    expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>');
    expect(head).toContain(`gtag('config',"G-ABC123",{anonymize_ip:true})`);
    expect(head).toContain('window.dataLayer=window.dataLayer||[]');
  });

  it('loads the Facebook pixel, initialised with the id, and tracks the PageView', () => {
    const head = headOf(tracked);
    expect(head).toContain('"https://connect.facebook.net/en_US/fbevents.js"');
    expect(head).toContain(`fbq('init',"1234567890");fbq('track','PageView')`);
  });

  it('has each part only when its own id is there', () => {
    const gaOnly = headOf(siteFixture({ integrations: { google_analytics: { id: 'G-ABC123' } } }));
    expect(gaOnly).toContain('googletagmanager');
    expect(gaOnly).not.toContain('fbq');
    const pixelOnly = headOf(siteFixture({ integrations: { facebook: { pixel_id: '99' } } }));
    expect(pixelOnly).toContain('fbq');
    expect(pixelOnly).not.toContain('googletagmanager');
    expect(pixelOnly).not.toContain('fonts.googleapis');
  });

  it('asks Google Fonts for the body and heading families in weights 300 to 700 with display=swap', () => {
    const head = headOf(tracked);
    const href = 'https://fonts.googleapis.com/css2?family=Open+Sans:wght@300;400;500;700&amp;family=Montserrat:wght@300;400;500;700&amp;display=swap';
    expect(head).toContain(`<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'">`);
    expect(head).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
    expect(head).toContain('<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>');
  });

  it('asks once for a family used twice, takes the first of a stack and skips fonts every browser has', () => {
    expect(googleFontFamilies({ body: '"Open Sans", sans-serif', heading: 'Open Sans' })).toEqual(['Open Sans']);
    expect(googleFontFamilies({ body: 'Arial', heading: 'Lora' })).toEqual(['Lora']);
    expect(googleFontFamilies({ body: 'sans-serif' })).toEqual([]);
    expect(googleFontsUrl(['Lora'])).toBe('https://fonts.googleapis.com/css2?family=Lora:wght@300;400;500;700&display=swap');
  });

  it('cannot be broken out of by an id or a font name, even one the schema would refuse', () => {
    const hostile = unchecked(tracked, {
      integrations: {
        google_analytics: { id: `</script><script>alert(1)</script>"'` },
        facebook: { pixel_id: `1');alert(2);//</script>` },
        google_maps: { enable_cluster: false },
      },
      fonts: { body: `Inter"><script>alert(3)</script>` },
    });
    const head = analyticsHead(hostile);
    expect(head).not.toMatch(/<script>alert|<\/script><script>alert/);
    expect(head).not.toContain("alert(2);//</script>");
    expect(head).toContain('gtag/js?id=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%22&#39;"></script>');
    expect(head).toContain(`gtag('config',"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\"'"`);
    expect(head).toContain(`fbq('init',"1');alert(2);//\\u003c/script\\u003e")`);
    expect(head).toContain('family=Interscriptalert3script:wght');
  });
});

describe('the listing page analytics data', () => {
  const listing = (home = propertyFixture()): PropertyPageData => ({ kind: 'property', path: '/imovel/aluguel/x/202', home, similar: [] });

  it('declares the tracked fields of the home, the rent as its price for a rental', () => {
    const script = pageAnalyticsScript(contextFixture(tracked), listing(propertyFixture({ name: 'Apto </script> Cambuí', type: 'residential' })));
    expect(script).toMatch(/^<script type="application\/json" id="vitrine-page">/);
    const json = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      home: { id: 202, name: 'Apto </script> Cambuí', type: 'residential', status: 'rent', city: 'Campinas', state: 'SP', neighborhood: 'Cambuí', price: 2500 },
    });
    const sale = pageAnalyticsScript(contextFixture(tracked), listing(propertyFixture({ status: 'sale', price: 900000, rental_price: 3000 })));
    expect(sale).toContain('"price":900000');
  });

  it('is in the listing page of a tracking site only, and such a site carries the runtime on every page', () => {
    const plain = siteFixture({ integrations: {} });
    expect(pageAnalyticsScript(contextFixture(plain), listing())).toBe('');
    expect(pageAnalyticsScript(contextFixture(tracked), { kind: 'privacy', path: '/politica-de-privacidade' })).toBe('');
    const { html } = renderDocument(contextFixture(tracked), listing());
    expect(html).toContain('id="vitrine-page"');
    expect(html).toContain('<script type="module" src="/runtime.js"></script>');
  });
});
