import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, safeHref } from './escape.ts';

describe('escapeHtml', () => {
  it('makes markup inert', () => {
    expect(escapeHtml('"><svg onload=alert(1)>')).toBe('&quot;&gt;&lt;svg onload=alert(1)&gt;');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it lives in', () => {
    const out = jsonForScript({ text: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(out).not.toContain('</script');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ text: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});

describe('safeHref', () => {
  it.each([
    ['javascript:alert(1)', '#'],
    [' JaVaScRiPt:alert(1)', '#'],
    ['java\tscript:alert(1)', '#'],
    ['data:text/html,<b>x</b>', '#'],
    ['//evil.example/x', '#'],
    ['https://wa.me/5511999999999', 'https://wa.me/5511999999999'],
    ['mailto:contato@imob.com.br', 'mailto:contato@imob.com.br'],
    ['tel:+551130000000', 'tel:+551130000000'],
    ['/sobre', '/sobre/'],
    ['/buscar?pagina=2', '/buscar/?pagina=2'],
    ['/media/planta.pdf', '/media/planta.pdf'],
    ['#contato', '#contato'],
    ['', '#'],
    // What no URL may hold is percent-encoded, so every link is a valid URL; a real escape stays.
    ['https://facebook.com/"><script>alert(1)</script>', 'https://facebook.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E'],
    ['mailto:a b@c.com', 'mailto:a%20b@c.com'],
    ['https://x.com/a%20b?q=100%', 'https://x.com/a%20b?q=100%25'],
  ])('%s → %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});
