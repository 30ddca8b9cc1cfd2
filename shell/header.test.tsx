import { describe, expect, it } from 'vitest';
import { HEADER_LAYOUTS } from '../domain/schemas/index.ts';
import { baseSiteInput, contextFixture, renderPage, siteFixture } from '../tests/support/view-fixtures.ts';
import { Header, headerArrangements } from './header.tsx';

function renderHeader(overrides: Record<string, unknown> = {}): string {
  return renderPage(<Header ctx={contextFixture(siteFixture(overrides))} />);
}

/** The header parts in document order, per slot: 'start:logo|center:nav|end:cta'. */
function partOrder(html: string): string {
  const slots = html.split('data-header-slot="').slice(1);
  return slots
    .map((slot) => {
      const name = slot.slice(0, slot.indexOf('"'));
      const parts = [...slot.matchAll(/data-header-part="(\w+)"/g)].map((match) => match[1]);
      return `${name}:${parts.join(',')}`;
    })
    .join('|');
}

describe('Header', () => {
  it.each(HEADER_LAYOUTS)('%s marks its layout and places logo, nav and CTA as the spec table says', (layout) => {
    const html = renderHeader({ header: { layout } });
    expect(html).toContain(`data-header-layout="${layout}"`);
    const arrangement = headerArrangements[layout];
    const expected = (['start', 'center', 'end'] as const).map((slot) => `${slot}:${arrangement[slot].join(',')}`).join('|');
    expect(partOrder(html)).toBe(expected);
  });

  it('places the parts at the positions of spec §2.4', () => {
    const slotOf = (layout: (typeof HEADER_LAYOUTS)[number], part: 'logo' | 'nav' | 'cta') =>
      (['start', 'center', 'end'] as const).find((slot) => headerArrangements[layout][slot].includes(part));
    const table = HEADER_LAYOUTS.map((layout) => [layout, slotOf(layout, 'logo'), slotOf(layout, 'nav'), slotOf(layout, 'cta')]);
    expect(table).toEqual([
      ['style-1', 'start', 'center', 'end'],
      ['style-2', 'start', 'end', 'end'],
      ['style-3', 'end', 'center', 'start'],
      ['style-4', 'end', 'start', 'start'],
      ['style-5', 'end', 'center', 'end'],
      ['style-6', 'center', 'start', 'end'],
    ]);
  });

  it('links /favoritos with a count the runtime fills, hidden at 0, beside the menu toggle on every layout', () => {
    for (const layout of HEADER_LAYOUTS) {
      const html = renderHeader({ header: { layout } });
      expect(html).toMatch(/<a href="\/favoritos\/"[^>]*data-header-favorites=""><svg[^]*?<span class="sr-only">Favoritos<\/span><span data-favorites-count="" hidden=""[^>]*>0<\/span><\/a>/);
      expect(html.match(/data-header-favorites/g)).toHaveLength(1);
    }
  });

  it('defaults to style-1', () => {
    expect(renderHeader({ header: {} })).toContain('data-header-layout="style-1"');
  });

  it('links the logo image to / with the site name as alt and the configured width', () => {
    const html = renderHeader();
    expect(html).toMatch(/<a href="\/"[^>]*data-header-part="logo"><img src="https:\/\/storage\.example\/v1\/tenants\/7\/logo\.png" alt="Imobiliária Horizonte" width="140"/);
  });

  it('shows the site name when there is no logo', () => {
    const html = renderHeader({ assets: {} });
    expect(html).not.toContain('<img');
    expect(html).toContain('>Imobiliária Horizonte</span>');
  });

  it('splits links from buttons and opens newTab items in a new tab', () => {
    const html = renderHeader();
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(nav).toContain('>Imóveis</a>');
    expect(nav).not.toContain('Anuncie');
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/5519998765432" data-variant="default"[^>]*target="_blank" rel="noopener noreferrer">Anuncie<\/a>/);
  });

  it('gives landing templates primary buttons', () => {
    expect(renderHeader({ template: 'wind' })).toContain('data-variant="primary"');
    expect(renderHeader({ template: 'nova' })).not.toContain('data-variant="primary"');
  });

  it('renders the mobile toggle as an interaction island listing every item', () => {
    const html = renderHeader();
    expect(html).toContain('data-island="mobile-menu"');
    expect(html).toContain('data-load="interaction"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="vt-mobile-menu-panel"');
    expect(html).toContain('aria-label="Abrir menu"');
    const panel = html.slice(html.indexOf('id="vt-mobile-menu-panel"'));
    expect(panel).toMatch(/hidden=""/);
    for (const title of ['Início', 'Imóveis', 'Anuncie']) expect(panel).toContain(`>${title}</a>`);
  });

  it('keeps hostile menu values inert', () => {
    const html = renderHeader({
      site_name: '<script>alert(1)</script>',
      assets: {},
      menu: [...(baseSiteInput.menu as unknown[]), { title: '<img src=x onerror=alert(1)>', url: '/ok' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });
});
