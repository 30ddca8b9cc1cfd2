import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../domain/schemas/index.ts';
import { contrastRatio } from '../domain/rules/colors.ts';
import { fontStack, themeStyle, themeVariables } from './theme.ts';

describe('tenant theme', () => {
  it('takes the first family of a font stack and keeps it inside CSS', () => {
    expect(fontStack('"Open Sans", sans-serif', 'system-ui')).toBe('"Open Sans", system-ui');
    expect(fontStack('Inter', 'system-ui')).toBe('"Inter", system-ui');
    expect(fontStack('x"}</style><script>', 'system-ui')).toBe('"xstylescript", system-ui');
    expect(fontStack('', 'system-ui')).toBe('system-ui');
  });

  it('expands three-digit colours and picks readable text when the palette fails contrast', () => {
    const site = siteConfigSchema.parse({ site_url: 'a.test', colors: { primary: '#0a4', background: '#fff', text: '#eee' } });
    const vars = themeVariables(site);
    expect(vars['--vt-primary']).toBe('#00aa44');
    expect(vars['--vt-text']).toBe('#111827'); // #eee on white is unreadable
    expect(themeStyle(site)).toMatch(/^:root\{--vt-primary:#00aa44;/);
  });

  it('makes every text pair of a failing palette readable (WCAG 2.2 AA, 4.5:1)', () => {
    const site = siteConfigSchema.parse({
      site_url: 'a.test',
      colors: { primary: '#ffd54f', background: '#fffbe6', text: '#c0c0c0', link: { text: '#7dd3fc', hover: '#fde68a' }, button: { background: '#fde047', text: '#ffffff', hover_background: '#1e3a8a', hover_text: '#1e40af' } },
      header: { colors: { background: '#0f172a', text: '#1e293b', link: '#334155' } },
      footer: { colors: { background: '#f8fafc', text: '#e2e8f0', link: '#cbd5e1', icon: '#f1f5f9' } },
      card: { backgroundColor: '#1f2937', priceTextColor: '#374151' },
    });
    const v = themeVariables(site);
    const pairs: [string, string][] = [
      ['--vt-on-primary', '--vt-primary'],
      ['--vt-primary-ink', '--vt-background'],
      ['--vt-text', '--vt-background'],
      ['--vt-link-text', '--vt-background'],
      ['--vt-link-hover', '--vt-background'],
      ['--vt-button-text', '--vt-button-bg'],
      ['--vt-button-hover-text', '--vt-button-hover-bg'],
      ['--vt-header-text', '--vt-header-bg'],
      ['--vt-header-link', '--vt-header-bg'],
      ['--vt-footer-text', '--vt-footer-bg'],
      ['--vt-footer-link', '--vt-footer-bg'],
      ['--vt-footer-icon', '--vt-footer-bg'],
      ['--vt-card-text', '--vt-card-bg'],
      ['--vt-card-price', '--vt-card-bg'],
    ];
    for (const [text, bg] of pairs) expect(contrastRatio(v[text]!, v[bg]!), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    // A brand colour that only just fails is darkened, not replaced: the link stays blue.
    expect(v['--vt-link-text']).not.toBe('#111827');
  });
});
