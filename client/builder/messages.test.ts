import { describe, expect, it } from 'vitest';
import { builderNavigationUrl, parseBuilderMessage } from './messages.ts';

const config = { site_url: 'a.test', site_name: 'A', pages: [{ id: 'home', url: '/', sections: [] }] };

describe('builder messages', () => {
  it('accepts the three messages of DESIGN §7', () => {
    expect(parseBuilderMessage({ type: 'set-site-config', data: config })).toEqual({ kind: 'message', message: { type: 'set-site-config', data: config } });
    expect(parseBuilderMessage({ type: 'navigate-to', url: '/sobre' })).toEqual({ kind: 'message', message: { type: 'navigate-to', url: '/sobre' } });
    expect(parseBuilderMessage({ type: 'scroll-to-section', sectionId: 'sec-hero' })).toEqual({
      kind: 'message',
      message: { type: 'scroll-to-section', sectionId: 'sec-hero' },
    });
  });

  it('ignores anything that is not a builder message, without throwing', () => {
    for (const data of [null, undefined, 42, 'set-site-config', [], {}, { type: 'other' }, { type: { toString: () => 'x' } }, Object.create(null)]) {
      expect(parseBuilderMessage(data)).toEqual({ kind: 'ignored' });
    }
  });

  it('reports malformed builder messages as invalid', () => {
    expect(parseBuilderMessage({ type: 'navigate-to' }).kind).toBe('invalid');
    expect(parseBuilderMessage({ type: 'navigate-to', url: '' }).kind).toBe('invalid');
    expect(parseBuilderMessage({ type: 'navigate-to', url: 42 }).kind).toBe('invalid');
    expect(parseBuilderMessage({ type: 'scroll-to-section', sectionId: '' }).kind).toBe('invalid');
    expect(parseBuilderMessage({ type: 'scroll-to-section', section: 'sec-hero' }).kind).toBe('invalid');
  });

  it('refuses a config the domain schema refuses, naming the field', () => {
    const result = parseBuilderMessage({ type: 'set-site-config', data: { ...config, colors: { primary: 'vermelho' } } });
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.problems.join()).toMatch(/colors\.primary/);
    expect(parseBuilderMessage({ type: 'set-site-config' }).kind).toBe('invalid');
    expect(parseBuilderMessage({ type: 'set-site-config', data: 'x' }).kind).toBe('invalid');
  });

  it('navigates on the same site with the builder parameters', () => {
    const here = 'http://localhost:5173/?mode=builder&site_url=a.test';
    expect(builderNavigationUrl('/sobre', here, 'a.test')).toBe('http://localhost:5173/sobre/?mode=builder&site_url=a.test');
    expect(builderNavigationUrl('/buscar?status=rent&site_url=b.test', here, 'a.test')).toBe('http://localhost:5173/buscar/?status=rent&site_url=a.test&mode=builder');
    expect(builderNavigationUrl('https://evil.test/x', here, 'a.test')).toBeUndefined();
    expect(builderNavigationUrl('//evil.test/x', here, 'a.test')).toBeUndefined();
    expect(builderNavigationUrl('javascript:alert(1)', here, 'a.test')).toBeUndefined();
  });
});
