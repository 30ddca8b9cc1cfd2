import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin, parseOriginPattern } from './builder-origins.ts';

describe('builder origin check', () => {
  it('accepts local development by default, on any port', () => {
    for (const origin of ['http://localhost:3000', 'http://localhost', 'http://127.0.0.1:5173', 'http://builder.localhost:8080', 'https://a.b.localhost']) {
      expect(isAllowedOrigin(origin, DEFAULT_ALLOWED_ORIGINS), origin).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes and opaque origins by default', () => {
    for (const origin of ['https://evil.test', 'http://localhost.evil.test', 'http://evillocalhost:80', 'http://127.0.0.2:80', 'null', '', 'file://', 'http://localhost:3000/path']) {
      expect(isAllowedOrigin(origin, DEFAULT_ALLOWED_ORIGINS), origin).toBe(false);
    }
    expect(isAllowedOrigin(undefined, DEFAULT_ALLOWED_ORIGINS)).toBe(false);
  });

  it('matches an exact origin on its scheme, host and port only', () => {
    const allowed = ['https://app.example.com', 'http://127.0.0.1:4000'];
    expect(isAllowedOrigin('https://app.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('https://app.example.com:443', allowed)).toBe(false); // not an origin as browsers write it
    expect(isAllowedOrigin('http://app.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://app.example.com:8443', allowed)).toBe(false);
    expect(isAllowedOrigin('https://x.app.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:4000', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4001', allowed)).toBe(false);
  });

  it('supports *. for subdomains and :* for any port', () => {
    const allowed = ['https://*.example.com:*'];
    expect(isAllowedOrigin('https://preview.example.com:8443', allowed)).toBe(true);
    expect(isAllowedOrigin('https://example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://badexample.com', allowed)).toBe(false);
  });

  it('parses only well-formed patterns', () => {
    expect(parseOriginPattern('https://app.example.com')).toBeDefined();
    expect(parseOriginPattern('http://localhost:*')).toBeDefined();
    for (const bad of ['app.example.com', 'https://app.example.com/', 'ftp://a.b', 'https://*', 'https://a.b:99999', 'javascript:alert(1)']) {
      expect(parseOriginPattern(bad), bad).toBeUndefined();
    }
  });
});
