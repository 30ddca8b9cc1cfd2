import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../domain/schemas/index.ts';
import { ConfigOverrides } from './config-overrides.ts';

describe('builder config overrides', () => {
  const current = siteConfigSchema.parse({ site_url: 'a.test', site_name: 'A', ms_token: 'token-atual' });
  const posted = siteConfigSchema.parse({ site_url: 'a.test', site_name: 'B', ms_token: 'outro' });

  it("replace the tenant's config for one session, keeping its current ms_token (spec §7.2)", () => {
    const overrides = new ConfigOverrides();
    const one = overrides.sessionOf(overrides.issue())!;
    const other = overrides.sessionOf(overrides.issue())!;
    overrides.set(one, 'a.test', posted, current);
    expect(overrides.get(one, 'a.test')).toMatchObject({ site_name: 'B', ms_token: 'token-atual' });
    expect(overrides.get(other, 'a.test')).toBeUndefined();
    expect(overrides.get(undefined, 'a.test')).toBeUndefined();
  });

  it('know only the secrets they issued', () => {
    const overrides = new ConfigOverrides();
    const secret = overrides.issue();
    expect(overrides.sessionOf(secret)).toBe(secret.split('.')[0]);
    expect(overrides.sessionOf(`${secret.split('.')[0]}.forjado`)).toBeUndefined();
    expect(overrides.sessionOf(new ConfigOverrides().issue())).toBeUndefined();
    expect(overrides.sessionOf(undefined)).toBeUndefined();
  });

  it('keep at most maxSessions sessions, dropping the least recently used', () => {
    const overrides = new ConfigOverrides(2);
    const [a, b, c] = [1, 2, 3].map(() => overrides.sessionOf(overrides.issue())!);
    overrides.set(a!, 'a.test', posted, current);
    overrides.set(b!, 'a.test', posted, current);
    overrides.set(a!, 'a.test', posted, current);
    overrides.set(c!, 'a.test', posted, current);
    expect([a, b, c].map((s) => overrides.get(s, 'a.test') !== undefined)).toEqual([true, false, true]);
  });
});
