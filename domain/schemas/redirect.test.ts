import { describe, expect, it } from 'vitest';
import { redirectRuleSchema } from './redirect.ts';
import { siteConfigSchema } from './site-config.ts';
import { problems, validConfig } from './test-fixtures.ts';

describe('redirectRuleSchema', () => {
  it('takes site paths and http(s) addresses, status 301 by default, trailing slashes dropped', () => {
    expect(redirectRuleSchema.parse({ from: '/quem-somos/', to: '/sobre' })).toEqual({ from: '/quem-somos', to: '/sobre', status: 301 });
    expect(redirectRuleSchema.parse({ from: '/parceiros', to: 'https://parceiro.com.br/imoveis?x=1', status: 302 })).toEqual({
      from: '/parceiros',
      to: 'https://parceiro.com.br/imoveis?x=1',
      status: 302,
    });
    expect(redirectRuleSchema.parse({ from: '/antigo/{slug}', to: '/imoveis/{slug}', status: null }).status).toBe(301);
  });

  it('refuses paths a page url could not be, other schemes and other statuses', () => {
    expect(problems(redirectRuleSchema, { from: 'sobre', to: '/x' })).toContain("from: must start with '/'");
    expect(problems(redirectRuleSchema, { from: '/../etc', to: '/x' })).toHaveLength(1);
    for (const to of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/a b', 'https://', 'ftp://x.example/']) {
      expect(problems(redirectRuleSchema, { from: '/a', to }), to).toEqual(['to: must be a site path such as /sobre or an http(s) address']);
    }
    expect(problems(redirectRuleSchema, { from: '/a', to: '/b', status: 307 })).toEqual(['status: must be 301 or 302']);
  });

  it('never lets a rule shadow the files the build publishes', () => {
    for (const from of ['/builds/latest.json', '/assets/x.js', '/robots.txt', '/sitemap.xml', '/sobre/_payload.json', '/media']) {
      expect(problems(redirectRuleSchema, { from, to: '/x' }), from).toHaveLength(1);
    }
  });

  it('refuses a target using a {name} the source does not have, and a rule to itself', () => {
    expect(problems(redirectRuleSchema, { from: '/a/{id}', to: '/b/{slug}' })).toEqual(['to: uses {slug}, which from does not have']);
    expect(problems(redirectRuleSchema, { from: '/a/', to: '/a' })).toEqual(['to: must differ from from']);
  });

  it('is the site config redirects list, [] by default', () => {
    expect(siteConfigSchema.parse(validConfig()).redirects).toEqual([]);
    expect(siteConfigSchema.parse(validConfig({ redirects: [{ from: '/x', to: '/y' }] })).redirects).toEqual([{ from: '/x', to: '/y', status: 301 }]);
    expect(problems(siteConfigSchema, validConfig({ redirects: [{ from: '/x', to: 'mailto:a@b.c' }] }))).toEqual([
      'redirects.0.to: must be a site path such as /sobre or an http(s) address',
    ]);
  });
});
