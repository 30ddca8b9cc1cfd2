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

describe('validateTenant: dates as back ends and CRM exports write them', () => {
  it('reads every form into ISO 8601 UTC, so newest-first and the sitemap agree', () => {
    const result = validateTenant({ site_url: 'a.com' }, [
      validHome({ id: 1, created_at: '2024-05-01T10:00:00.000000Z', updated_at: '2024-05-02 09:30:00' }),
      validHome({ id: 2, created_at: '05/01/2024', updated_at: 1714640400 }),
      validHome({ id: 3, created_at: '0000-00-00 00:00:00', updated_at: '', deleted_at: '0000-00-00' }),
    ]);
    expect(result.warnings).toEqual([]);
    expect(result.homes.map((h) => [h.created_at, h.updated_at, h.deleted_at ?? null])).toEqual([
      ['2024-05-01T10:00:00.000Z', '2024-05-02T12:30:00.000Z', null],
      ['2024-01-05T03:00:00.000Z', '2024-05-02T09:00:00.000Z', null], // 5 de janeiro: DD/MM
      [null, null, null],
    ]);
  });

  it('keeps a home whose date cannot be read, without that date, and says which record and field', () => {
    const result = validateTenant({ site_url: 'a.com' }, [
      validHome({ id: 7, created_at: 'ontem', updated_at: '2024-02-30' }),
      validHome({ id: 8, deleted_at: 'sim' }),
    ]);
    expect(result.rejected).toEqual([]);
    expect(result.homes.map((h) => [h.id, h.created_at, h.updated_at, h.deleted_at])).toEqual([
      [7, null, null, undefined],
      [8, undefined, undefined, 'sim'], // marked deleted: it stays hidden
    ]);
    expect(result.warnings.map((w) => formatRejection(w))).toEqual([
      'home 7: created_at: must be a date (ISO 8601 like 2024-05-01T10:00:00-03:00, or DD/MM/YYYY), not "ontem": left out',
      'home 7: updated_at: must be a date (ISO 8601 like 2024-05-01T10:00:00-03:00, or DD/MM/YYYY), not "2024-02-30": left out',
      'home 8: deleted_at: must be a date (ISO 8601 like 2024-05-01T10:00:00-03:00, or DD/MM/YYYY), not "sim": the home is treated as deleted',
    ]);
  });
});

describe('validateTenant: a price of 0', () => {
  it('reads a sale or rental price of 0 as not given (a CRM’s “sob consulta”); condomínio and IPTU of 0 stay 0', () => {
    const result = validateTenant({ site_url: 'a.com' }, [validHome({ id: 1, price: 0, rental_price: 0, condominium_price: 0, iptu_price: 0 })]);
    expect(result.homes.map((h) => [h.price, h.rental_price, h.condominium_price, h.iptu_price])).toEqual([[null, null, 0, 0]]);
    expect(result.warnings).toEqual([]);
  });
});
