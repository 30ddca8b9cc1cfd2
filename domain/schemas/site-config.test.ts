import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config.ts';
import { problems, validConfig } from './test-fixtures.ts';

describe('siteConfigSchema', () => {
  it('needs only site_url and fills sensible defaults', () => {
    const config = siteConfigSchema.parse(validConfig());
    expect(config).toMatchObject({
      site_url: 'imobiliaria.com.br',
      template: 'cosmic',
      active: true,
      menu: [],
      pages: [],
      social: {},
      colors: { link: {}, button: {} },
      header: { layout: 'style-1', colors: { button: {} } },
      footer: { colors: {} },
      integrations: { facebook: {}, google_maps: { enable_cluster: false }, google_analytics: {} },
      company: { works_solo: false, hide_address: false },
      portfolio: { categories: [], show_categories_in_filters: false },
    });
  });

  it('requires site_url and rejects a hostile one', () => {
    expect(problems(siteConfigSchema, {})).toEqual(['site_url: is required']);
    expect(problems(siteConfigSchema, validConfig({ site_url: '../x' }))).toEqual([
      'site_url: must be a host name such as imobiliaria.com.br (no scheme, path or spaces)',
    ]);
  });

  it('takes the four templates, default cosmic', () => {
    expect(siteConfigSchema.parse(validConfig({ template: 'tropical' })).template).toBe('tropical');
    expect(siteConfigSchema.parse(validConfig({ template: null })).template).toBe('cosmic');
    expect(problems(siteConfigSchema, validConfig({ template: 'retro' }))).toEqual([
      'template: must be one of cosmic, nova, wind, tropical',
    ]);
  });

  it('normalises every colour to lowercase six digits', () => {
    const config = siteConfigSchema.parse(
      validConfig({
        colors: { primary: '#ABC', link: { hover: 'F0F' }, button: { background: '#112233' } },
        header: { colors: { button: { hover_text: '#FFF' } } },
        footer: { colors: { icon: '' } },
        card: { borderColor: '#000' },
      }),
    );
    expect(config.colors.primary).toBe('#aabbcc');
    expect(config.colors.link.hover).toBe('#ff00ff');
    expect(config.colors.button.background).toBe('#112233');
    expect(config.header.colors.button.hover_text).toBe('#ffffff');
    expect(config.footer.colors.icon).toBeUndefined();
    expect(config.card.borderColor).toBe('#000000');
  });

  it('rejects an invalid colour with its path', () => {
    expect(problems(siteConfigSchema, validConfig({ colors: { link: { text: 'blue' } } }))).toEqual([
      'colors.link.text: must be a hex colour such as #aabbcc or #abc',
    ]);
  });

  it('reads logoWidth as logo_width, logo_width winning', () => {
    expect(siteConfigSchema.parse(validConfig({ header: { logoWidth: 140 } })).header).toEqual({
      colors: { button: {} },
      layout: 'style-1',
      logo_width: 140,
    });
    expect(siteConfigSchema.parse(validConfig({ header: { logoWidth: 1, logo_width: '120px' } })).header.logo_width).toBe(120);
    expect(problems(siteConfigSchema, validConfig({ header: { logoWidth: -1 } }))).toEqual(['header.logo_width: must be at least 0']);
  });

  it('takes header layouts style-1 to style-6 only', () => {
    expect(siteConfigSchema.parse(validConfig({ header: { layout: 'style-6' } })).header.layout).toBe('style-6');
    expect(siteConfigSchema.safeParse(validConfig({ header: { layout: 'style-7' } })).success).toBe(false);
  });

  it('checks menu links and pages', () => {
    expect(problems(siteConfigSchema, validConfig({ menu: [{ title: 'X', url: 'javascript:alert(1)' }] }))).toEqual([
      'menu.0.url: must be a relative path or an http(s), mailto: or tel: link',
    ]);
    const config = siteConfigSchema.parse(
      validConfig({ menu: [{ title: 'Contato', url: '/contato', asButton: true }], pages: [{ id: 'home', url: '/', sections: [] }] }),
    );
    expect(config.menu[0]).toEqual({ title: 'Contato', url: '/contato', asButton: true, newTab: false });
    expect(config.pages[0]?.url).toBe('/');
  });

  it('keeps analytics ids and the search token script-safe', () => {
    const config = siteConfigSchema.parse(
      validConfig({ integrations: { facebook: { pixel_id: 123456 }, google_analytics: { id: 'G-XYZ' } }, ms_token: 'abc.def' }),
    );
    expect(config.integrations.facebook.pixel_id).toBe('123456');
    expect(config.ms_token).toBe('abc.def');
    expect(problems(siteConfigSchema, validConfig({ integrations: { google_analytics: { id: "G-1');x('" } } }))).toEqual([
      "integrations.google_analytics.id: must contain only letters, digits, '.', '_' or '-'",
    ]);
  });

  it('keeps fonts CSS-safe', () => {
    expect(siteConfigSchema.parse(validConfig({ fonts: { body: '"Open Sans", sans-serif' } })).fonts.body).toBe('"Open Sans", sans-serif');
    expect(siteConfigSchema.safeParse(validConfig({ fonts: { heading: 'x;}body{display:none' } })).success).toBe(false);
  });

  it('reads null and empty text settings as unset', () => {
    const config = siteConfigSchema.parse(validConfig({ site_name: null, site_description: '', social: null }));
    expect(config.site_name).toBeUndefined();
    expect(config.site_description).toBeUndefined();
    expect(config.social).toEqual({});
  });

  it('reads active, default true', () => {
    expect(siteConfigSchema.parse(validConfig({ active: false })).active).toBe(false);
    expect(problems(siteConfigSchema, validConfig({ active: 'no' }))).toEqual(['active: must be true or false']);
    expect(siteConfigSchema.parse(validConfig({ active: 0 })).active).toBe(false);
  });
});
