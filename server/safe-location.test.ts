import { describe, expect, it } from 'vitest';
import { isSameSitePath, sameSiteLocation } from './safe-location.ts';

describe('sameSiteLocation', () => {
  it('keeps paths of the site, percent-encoding what a header cannot carry', () => {
    expect(sameSiteLocation('/sobre')).toBe('/sobre');
    expect(sameSiteLocation('/buscar?cidade=s%C3%A3o-paulo')).toBe('/buscar?cidade=s%C3%A3o-paulo');
    expect(sameSiteLocation('/são paulo')).toBe('/s%C3%A3o%20paulo');
  });

  it('refuses anything a browser could read as another host or a scheme', () => {
    for (const probe of ['//evil.example', '/\t/evil.example', '/%09/evil.example', '/%0a/evil.example', '/\\evil.example', '/%5Cevil.example', '\\\\evil', '/%2F%2Fevil', '/%252F%252Fevil', 'https://evil.example', 'javascript:alert(1)', 'evil.example', '', ' //evil', '/ /evil', '/%E0%A4%A']) {
      expect(isSameSitePath(probe), JSON.stringify(probe)).toBe(false);
      expect(sameSiteLocation(probe)).toBe('/');
    }
  });
});
