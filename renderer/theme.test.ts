import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../domain/schemas/index.ts';
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
});
