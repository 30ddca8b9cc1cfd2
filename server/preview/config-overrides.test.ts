import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../domain/schemas/index.ts';
import { ConfigOverrides } from './config-overrides.ts';

describe('builder config overrides', () => {
  it("replace the tenant's config but keep its current ms_token (spec §7.2)", () => {
    const current = siteConfigSchema.parse({ site_url: 'a.test', site_name: 'A', ms_token: 'token-atual' });
    const posted = siteConfigSchema.parse({ site_url: 'a.test', site_name: 'B', ms_token: 'outro' });
    const overrides = new ConfigOverrides();
    expect(overrides.get('a.test')).toBeUndefined();
    overrides.set('a.test', posted, current);
    expect(overrides.get('a.test')).toMatchObject({ site_name: 'B', ms_token: 'token-atual' });
  });
});
