import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brazilianStates } from '../../domain/lookups/states.ts';
import { propertyAmenities } from '../../domain/lookups/amenities.ts';
import { propertyCategories } from '../../domain/lookups/categories.ts';
import { propertyFeatures } from '../../domain/lookups/features.ts';
import { propertySchema } from '../../domain/schemas/property.ts';
import { siteConfigSchema } from '../../domain/schemas/site-config.ts';
import { validateTenant } from '../../domain/validate.ts';
import { cnpj } from './brazil-formats.ts';
import { LANDING_UNITS_MAX } from './developments.ts';
import { generateSample, type SampleTenant } from './generate.ts';
import { priceQuantiles } from './listing-values.ts';
import { samplePhotos } from './photos.ts';
import { createRandom, quantileRange } from './random.ts';

const now = new Date('2026-11-22T12:00:00Z');
const sample = generateSample({ tenants: 5, listings: 60, seed: 42, now });
const bySite = (site: string): SampleTenant => {
  const tenant = sample.find((t) => t.config.site_url === site);
  if (!tenant) throw new Error(`no ${site}`);
  return tenant;
};

describe('generateSample', () => {
  it('gives identical output for the same seed and different output for another', () => {
    expect(generateSample({ tenants: 5, listings: 60, seed: 42, now })).toEqual(sample);
    expect(generateSample({ tenants: 5, listings: 60, seed: 43, now })).not.toEqual(sample);
  });

  it('writes the five fixed tenants, each of the four templates, the inactive one inactive', () => {
    expect(sample.map((t) => t.config.site_url)).toEqual([
      'cosmic.vitrine.local',
      'nova.vitrine.local',
      'wind.vitrine.local',
      'tropical.vitrine.local',
      'inativo.vitrine.local',
    ]);
    expect(new Set(sample.map((t) => t.config.template))).toEqual(new Set(['cosmic', 'nova', 'wind', 'tropical']));
    expect(bySite('inativo.vitrine.local').config.active).toBe(false);
    expect(sample.filter((t) => t.config.active !== false)).toHaveLength(4);
  });

  it('passes the schemas: every config, every home, no rejection', () => {
    for (const tenant of sample) {
      expect(siteConfigSchema.safeParse(tenant.config).success).toBe(true);
      for (const home of tenant.homes) expect(propertySchema.safeParse(home).error).toBeUndefined();
      const result = validateTenant(tenant.config, tenant.homes);
      expect(result.configIssues).toEqual([]);
      expect(result.rejected).toEqual([]);
    }
  });

  it('keeps listing prices inside the derived statistics ranges', () => {
    for (const site of ['cosmic.vitrine.local', 'nova.vitrine.local', 'inativo.vitrine.local']) {
      const tenant = bySite(site);
      for (const home of tenant.homes) {
        const price = home.status === 'rent' ? home.rental_price : home.price;
        const { min, max } = quantileRange(priceQuantiles(home.city, home.status));
        expect(price).toBeGreaterThanOrEqual(min * 0.97);
        expect(price).toBeLessThanOrEqual(max * 1.03);
      }
    }
    const cosmic = bySite('cosmic.vitrine.local').homes;
    expect(cosmic.some((h) => h.status === 'sale')).toBe(true);
    expect(cosmic.some((h) => h.status === 'rent')).toBe(true);
    expect(bySite('nova.vitrine.local').homes.every((h) => h.status === 'rent' && h.city === 'Rio de Janeiro')).toBe(true);
    expect(bySite('nova.vitrine.local').homes.some((h) => Number(h.condominium_price ?? 0) > 0 && Number(h.iptu_price ?? 0) > 0)).toBe(true);
  });

  it('places every home inside Brazil, in a real state, with codes from the lookups', () => {
    const states = new Set<string>(brazilianStates.map((s) => s.code));
    const categories = new Set(propertyCategories.map((c) => c.code));
    const features = new Set(propertyFeatures.map((f) => f.code));
    const amenities = new Set(propertyAmenities.map((a) => a.code));
    for (const home of sample.flatMap((t) => t.homes)) {
      expect(home.lat).toBeGreaterThan(-33.8);
      expect(home.lat).toBeLessThan(5.3);
      expect(home.lng).toBeGreaterThan(-74);
      expect(home.lng).toBeLessThan(-34.7);
      expect(states.has(home.state)).toBe(true);
      expect(categories.has(home.category)).toBe(true);
      for (const code of home.features ?? []) expect(features.has(code)).toBe(true);
      for (const code of home.amenities ?? []) expect(amenities.has(code)).toBe(true);
      expect(home.zipcode).toMatch(/^\d{5}-\d{3}$/);
    }
  });

  it('gives complete sites unique ids, 3–8 photos with one featured, dates in the year before now', () => {
    for (const tenant of sample) {
      const ids = tenant.homes.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const home of tenant.homes) {
        const gallery = home.gallery ?? [];
        expect(gallery.length).toBeGreaterThanOrEqual(3);
        expect(gallery.length).toBeLessThanOrEqual(8);
        expect(gallery.filter((m) => m.featured)).toHaveLength(1);
        for (const m of gallery) expect(tenant.media).toContain(m.url.replace('media/', ''));
        const created = Date.parse(String(home.created_at ?? ''));
        expect(created).toBeLessThanOrEqual(now.getTime());
        expect(created).toBeGreaterThan(now.getTime() - 366 * 86_400_000);
        expect(Date.parse(String(home.updated_at ?? ''))).toBeGreaterThanOrEqual(created);
      }
    }
    const cosmic = bySite('cosmic.vitrine.local').homes;
    expect(cosmic.some((h) => h.is_visible_on_site === false)).toBe(true);
    expect(cosmic.some((h) => h.is_featured_on_site === true)).toBe(true);
    expect(cosmic.some((h) => h.name === null)).toBe(true);
  });

  it('makes landing pages out of one development with towers, floors and floor plans', () => {
    for (const site of ['wind.vitrine.local', 'tropical.vitrine.local']) {
      const { homes, generatedMedia } = bySite(site);
      expect(homes.length).toBeLessThanOrEqual(LANDING_UNITS_MAX);
      expect(new Set(homes.map((h) => h.street)).size).toBe(1);
      for (const home of homes) {
        expect(['launch', 'construction']).toContain(home.stage);
        expect(home.towers).toBeGreaterThan(0);
        expect(home.floors).toBeGreaterThan(0);
        const plan = home.floor_plans?.[0]?.url.replace('media/', '');
        expect(generatedMedia.map((f) => f.file)).toContain(plan);
      }
    }
    expect(new Set(bySite('wind.vitrine.local').homes.map((h) => h.stage))).toEqual(new Set(['launch', 'construction']));
    expect(bySite('tropical.vitrine.local').homes[0]?.city).toBe('Ipojuca');
  });

  it('configures the pages, a disabled section, a pattern page and short colours', () => {
    const config = siteConfigSchema.parse(bySite('cosmic.vitrine.local').config);
    expect(config.pages.map((p) => p.url)).toEqual(['/', '/sobre', '/contato', '/buscar', '/bairros/{bairro}']);
    expect(config.pages.find((p) => p.url === '/buscar')?.id).toBe('search');
    expect(config.pages[0]?.sections.some((s) => s.enabled === false)).toBe(true);
    expect(config.colors.primary).toBe('#00aa44');
    expect(config.menu.filter((m) => m.asButton)).toHaveLength(1);
    expect(config.company.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
    expect(config.broker.creci).toMatch(/^CRECI-SP \d+-F$/);
    expect(config.company.phone).toMatch(/^\(11\) \d{4}-\d{4}$/);
    expect(config.company.whatsapp).toMatch(/^\(11\) 9\d{4}-\d{4}$/);
    const layouts = sample.map((t) => siteConfigSchema.parse(t.config).header.layout);
    expect(new Set(layouts).size).toBe(sample.length);
  });

  it('cycles templates past five tenants as imobiliaria-N', () => {
    const more = generateSample({ tenants: 9, listings: 5, seed: 7, now });
    expect(more.slice(5).map((t) => [t.config.site_url, t.config.template])).toEqual([
      ['imobiliaria-6.vitrine.local', 'cosmic'],
      ['imobiliaria-7.vitrine.local', 'nova'],
      ['imobiliaria-8.vitrine.local', 'wind'],
      ['imobiliaria-9.vitrine.local', 'tropical'],
    ]);
    for (const tenant of more) expect(validateTenant(tenant.config, tenant.homes).rejected).toEqual([]);
  });

  it('only uses photos that are in examples/photos', () => {
    const catalogue = JSON.parse(readFileSync(new URL('../../examples/photos/photos.json', import.meta.url), 'utf8')) as { file: string; category: string }[];
    expect(samplePhotos.map((p) => [p.file, p.kind])).toEqual(catalogue.map((p) => [p.file, p.category]));
  });
});

describe('brazil formats', () => {
  it('computes CNPJ check digits', () => {
    // Strip the check digits of a generated CNPJ and recompute them with the published algorithm.
    const value = cnpj(createRandom(1)).replace(/\D/g, '');
    const check = (base: string) => {
      const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
      const rest = [...base].reduce((sum, d, i) => sum + Number(d) * (weights[i] ?? 0), 0) % 11;
      return String(rest < 2 ? 0 : 11 - rest);
    };
    const first = check(value.slice(0, 12));
    expect(value.slice(12)).toBe(first + check(value.slice(0, 12) + first));
  });
});
