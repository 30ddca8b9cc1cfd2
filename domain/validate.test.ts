import { describe, expect, it } from 'vitest';
import { validHome } from './schemas/test-fixtures.ts';
import { formatRejection, validateTenant } from './validate.ts';

describe('validateTenant', () => {
  it('keeps valid homes and reports each problem of the invalid ones with id and path', () => {
    const result = validateTenant({ site_url: 'imobiliaria.com.br' }, [
      validHome({ id: 1 }),
      validHome({ id: 2, area: -5 }),
      validHome({ id: 3, gallery: [{ caption: 'sem url' }], status: 'lease' }),
      validHome({ id: 4 }),
    ]);
    expect(result.config?.site_url).toBe('imobiliaria.com.br');
    expect(result.configIssues).toEqual([]);
    expect(result.homes.map((h) => h.id)).toEqual([1, 4]);
    expect(result.rejected).toEqual([
      { id: '2', path: 'area', message: 'must be at least 0' },
      { id: '3', path: 'status', message: 'must be one of rent, sale' },
      { id: '3', path: 'gallery.0.url', message: 'is required' },
    ]);
  });

  it('names a record without an id by its index', () => {
    const noId = validHome();
    delete noId.id;
    const result = validateTenant({ site_url: 'a.com' }, [validHome(), noId, 'garbage', null]);
    expect(result.rejected).toEqual([
      { id: '#1', path: 'id', message: 'is required' },
      { id: '#2', path: '', message: 'must be an object' },
      { id: '#3', path: '', message: 'must be an object' },
    ]);
  });

  it('rejects the second home with an id already seen', () => {
    const result = validateTenant({ site_url: 'a.com' }, [validHome({ id: 9, name: 'first' }), validHome({ id: 9, name: 'second' })]);
    expect(result.homes.map((h) => h.name)).toEqual(['first']);
    expect(result.rejected).toEqual([{ id: '9', path: 'id', message: 'duplicate id' }]);
  });

  it('reports config issues and returns no config', () => {
    const result = validateTenant({ site_url: '../x', colors: { primary: 'blue' } }, [validHome()]);
    expect(result.config).toBeNull();
    expect(result.configIssues.map((r) => `${r.id} ${r.path}`)).toEqual(['../x site_url', '../x colors.primary']);
    expect(result.homes).toHaveLength(1);
    expect(validateTenant(null, []).configIssues).toEqual([{ id: 'site-config', path: '', message: 'must be an object' }]);
  });
});

describe('formatRejection', () => {
  it("reads 'home 123: area: must be at least 0'", () => {
    expect(formatRejection({ id: '123', path: 'area', message: 'must be at least 0' })).toBe('home 123: area: must be at least 0');
    expect(formatRejection({ id: '#2', path: '', message: 'must be an object' })).toBe('home #2: must be an object');
    expect(formatRejection({ id: 'a.com', path: 'site_url', message: 'is required' }, 'site')).toBe('site a.com: site_url: is required');
  });
});

describe('validateTenant: values a site cannot use', () => {
  it('rejects a home whose listing URL segment would be too long, naming the field', () => {
    const result = validateTenant({ site_url: 'a.com' }, [validHome({ id: 1, neighborhood: 'Jardim '.repeat(34) }), validHome({ id: 2 })]);
    expect(result.homes.map((h) => h.id)).toEqual([2]);
    expect(result.rejected).toEqual([expect.objectContaining({ id: '1', path: 'neighborhood', message: expect.stringContaining('listing URL too long') })]);
  });

  it('keeps a home with a bad hex location, with a warning in the words of spec §5', () => {
    const result = validateTenant({ site_url: 'a.com' }, [validHome({ id: 1, location: 'ABC' }), validHome({ id: 2, location: '0102000020E6100000' })]);
    expect(result.homes).toHaveLength(2);
    expect(result.warnings).toEqual([
      { id: '1', path: 'location', message: 'Invalid hex' },
      { id: '2', path: 'location', message: 'Only POINT is supported' },
    ]);
  });
});
