import { describe, expect, it } from 'vitest';
import { pageHref } from '../domain/rules/page-href.ts';
import { slugify } from '../domain/rules/slug.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import { formatCount } from './url-params.ts';
import { SORT_ORDERS, filterStateSchema, type FilterState, type FilterStateInput } from '../domain/schemas/filter-state.ts';
import {
  canonicalSearchPath,
  clearFilters,
  filtersToUrl,
  formSearchUrl,
  isPrerenderable,
  urlMapOpen,
  urlPreserved,
  urlToFilters,
  withFilter,
} from './url-codec.ts';

const filters = (input: FilterStateInput): FilterState => filterStateSchema.parse(input);

const everyFilter: FilterStateInput = {
  status: 'rent',
  state: 'SP',
  category: 'apartment',
  city: 'sao-paulo',
  bedrooms: 2,
  bathrooms: 2,
  parking_spaces: 1,
  price: [150_000, 450_000],
  area: [50, 120],
  amenities: ['swimming_pool', 'gym'],
  neighborhood: ['moema', 'vila-mariana'],
  features: ['air_conditioning', 'balcony'],
  site_categories: ['lancamentos'],
  page: 3,
  sort: 'price_desc',
  code: '4821',
};

const roundTrips: [string, FilterStateInput][] = [
  ['nothing', {}],
  ['status rent', { status: 'rent' }],
  ['status sale', { status: 'sale' }],
  ['state', { state: 'RJ' }],
  ...(['house', 'apartment', 'commercial_property', 'land', 'farm', 'office', 'penthouse'] as const).map(
    (category): [string, FilterStateInput] => [`category ${category}`, { category }],
  ),
  ['city', { city: 'campinas' }],
  ['one bedroom', { bedrooms: 1 }],
  ['bedrooms', { bedrooms: 4 }],
  ['bathrooms', { bathrooms: 2 }],
  ['parking spaces', { parking_spaces: 1 }],
  ['price range', { price: [100_000, 500_000] }],
  ['price without min', { price: [0, 50_000_000] }],
  ['price without max', { price: [20_000_000, 0] }],
  ['area range', { area: [45.5, 120] }],
  ['area without max', { area: [50, 0] }],
  ['amenities', { amenities: ['swimming_pool', 'party_room'] }],
  ['neighborhood', { neighborhood: ['jardim-paulista'] }],
  ['features', { features: ['walk_in_closet', 'sea_view'] }],
  ['site categories', { site_categories: ['lancamentos', 'alto-padrao'] }],
  ['page', { page: 2 }],
  ...SORT_ORDERS.map((sort): [string, FilterStateInput] => [`sort ${sort}`, { sort }]),
  ['code', { code: 'AP-1020' }],
  ['unknown category before a city', { category: 'kitnet', city: 'campinas' }],
  ['a city named like a state, after the state', { state: 'SP', city: 'sp' }],
  ['every filter together', everyFilter],
];

describe('filtersToUrl / urlToFilters round trip', () => {
  it.each(roundTrips)('%s', (_name, input) => {
    const original = filters(input);
    expect(urlToFilters(filtersToUrl(original))).toStrictEqual(original);
  });

  it('reads a full URL object the same way', () => {
    const original = filters(everyFilter);
    expect(urlToFilters(new URL(filtersToUrl(original), 'https://imob.com.br'))).toStrictEqual(original);
  });
});

describe('filtersToUrl', () => {
  it('writes the path segments in the spec order and the query in the table order', () => {
    const url = filtersToUrl(filters({ status: 'rent', state: 'SP', category: 'apartment', city: 'São Paulo', bedrooms: 2, bathrooms: 2, parking_spaces: 1 }));
    expect(url).toBe('/buscar/alugar/sp/apartamento/sao-paulo/2-quartos/?banheiros=2&vagas=1');
    expect(filtersToUrl(filters(everyFilter))).toBe(
      '/buscar/alugar/sp/apartamento/sao-paulo/2-quartos/?banheiros=2&vagas=1&valor=150000-450000&area=50-120' +
        '&comodidades=piscina,academia&bairro=moema,vila-mariana&caracteristicas=ar-condicionado,varanda' +
        '&categorias=lancamentos&pagina=3&ordenar=price_desc&codigo=4821',
    );
  });

  it('uses the spec category slugs', () => {
    const slugs = ['house', 'apartment', 'commercial_property', 'land', 'farm'].map((category) => filtersToUrl(filters({ category })));
    expect(slugs).toEqual(['/buscar/casa/', '/buscar/apartamento/', '/buscar/imovel-comercial/', '/buscar/terreno/', '/buscar/fazenda/']);
  });

  it('writes the monthly total range after area as custo_total (cents), and its sort, and reads both back', () => {
    const url = filtersToUrl(filters({ status: 'rent', area: [50, 0], total_cost: [0, 450_000], sort: 'total_cost_asc' }));
    expect(url).toBe('/buscar/alugar/?area=50-0&custo_total=0-450000&ordenar=total_cost_asc');
    expect(urlToFilters(url)).toMatchObject({ status: 'rent', total_cost: [0, 450_000], sort: 'total_cost_asc' });
    expect(urlToFilters('/buscar?custo_total=abc-').total_cost).toBeUndefined();
    expect(isPrerenderable(urlToFilters('/buscar/alugar?custo_total=0-450000'))).toBe(false);
  });

  it('writes the open map as mapa=1 and its box as mapa=south,west,north,east, and reads the box back as the geo filter', () => {
    const geo = { bounds: { southWest: { lat: -23.61, lng: -46.7 }, northEast: { lat: -23.55, lng: -46.655123 } } };
    expect(filtersToUrl(filters({ status: 'rent' }), { mapOpen: true })).toBe('/buscar/alugar/?mapa=1');
    const url = filtersToUrl(filters({ status: 'rent', geo }), { preserve: { mapa: 'x', mode: 'builder' } });
    expect(url).toBe('/buscar/alugar/?mapa=-23.61,-46.7,-23.55,-46.655123&mode=builder');
    expect(urlToFilters(url).geo).toEqual(geo);
    expect(urlMapOpen(url)).toBe(true);
    expect(urlMapOpen('/buscar/alugar/?mapa=1')).toBe(true);
    expect(urlToFilters('/buscar/alugar/?mapa=1').geo).toBeUndefined();
    expect(urlMapOpen('/buscar/alugar/')).toBe(false);
    expect(isPrerenderable(urlToFilters(url))).toBe(false);
  });

  it('reads a mapa box it cannot use as an open map without a filter', () => {
    for (const raw of ['1,2,3', '-23.5,-46.7,-23.6,-46.6', '91,0,92,1', 'a,b,c,d', '1e3,0,2,1', '<b>,0,1,1']) {
      expect(urlToFilters(`/buscar?mapa=${encodeURIComponent(raw)}`).geo).toBeUndefined();
      expect(urlMapOpen(`/buscar?mapa=${encodeURIComponent(raw)}`)).toBe(true);
    }
  });

  it('writes {N}-quartos for every N, 1 included', () => {
    expect(filtersToUrl(filters({ bedrooms: 1 }))).toBe('/buscar/1-quartos/');
  });

  it('writes a missing range bound as 0, in cents for price, and nothing for [0, 0]', () => {
    expect(filtersToUrl(filters({ price: [0, 50_000_000], area: [80, 0] }))).toBe('/buscar/?valor=0-50000000&area=80-0');
    expect(filtersToUrl(filters({ price: [0, 0], area: [-5, 0] }))).toBe('/buscar/');
  });

  it('writes pagina only above 1, and nothing for counts of 0 or empty lists', () => {
    expect(filtersToUrl(filters({ status: 'sale', page: 1 }))).toBe('/buscar/comprar/');
    expect(filtersToUrl(filters({ status: 'sale', page: 2 }))).toBe('/buscar/comprar/?pagina=2');
    expect(filtersToUrl(filters({ bedrooms: 0, bathrooms: 0, amenities: [], neighborhood: [' '], code: ' ' }))).toBe('/buscar/');
  });

  it('slugifies city, neighbourhoods, site categories and unknown amenities or features', () => {
    const url = filtersToUrl(
      filters({ city: 'São José dos Campos', neighborhood: ['Jardim Aquárius'], site_categories: ['Alto Padrão'], amenities: ['Quadra de Beach Tênis'], features: ['Vista Panorâmica!'] }),
    );
    expect(url).toBe(
      '/buscar/sao-jose-dos-campos/?comodidades=quadra-de-beach-tenis&bairro=jardim-aquarius&caracteristicas=vista-panoramica&categorias=alto-padrao',
    );
  });

  it('does not write a state that is not one of the 27', () => {
    expect(filtersToUrl(filters({ state: 'XX', city: 'campinas' }))).toBe('/buscar/campinas/');
  });

  it('appends the builder parameters as they are, after the filters', () => {
    const preserve = { mode: 'builder', site_url: 'imob.vitrine.app' };
    expect(filtersToUrl(filters({ status: 'sale', page: 2 }), { preserve })).toBe('/buscar/comprar/?pagina=2&mode=builder&site_url=imob.vitrine.app');
    expect(filtersToUrl(clearFilters(), { preserve: { site_url: 'https://a.b/c?d' } })).toBe('/buscar/?site_url=https%3A%2F%2Fa.b%2Fc%3Fd');
    // A preserved entry cannot override a filter parameter.
    expect(filtersToUrl(filters({ page: 2 }), { preserve: { pagina: '9' } })).toBe('/buscar/?pagina=2');
  });

  it('encodes a code safely', () => {
    expect(filtersToUrl(filters({ code: 'a&b=c d' }))).toBe('/buscar/?codigo=a%26b%3Dc%20d');
    expect(urlToFilters('/buscar?codigo=a%26b%3Dc%20d').code).toBe('a&b=c d');
  });
});

describe('urlToFilters', () => {
  it('recognises path segments by shape when some are skipped', () => {
    expect(urlToFilters('/buscar/alugar/campinas')).toStrictEqual(filters({ status: 'rent', city: 'campinas' }));
    expect(urlToFilters('/buscar/sp/3-quartos')).toStrictEqual(filters({ state: 'SP', bedrooms: 3 }));
    expect(urlToFilters('/buscar/casa/campinas')).toStrictEqual(filters({ category: 'house', city: 'campinas' }));
    expect(urlToFilters('/buscar/1-quarto')).toStrictEqual(filters({ bedrooms: 1 }));
  });

  it('reads a two-letter state code as the state unless the state is already set', () => {
    expect(urlToFilters('/buscar/sp').state).toBe('SP');
    expect(urlToFilters('/buscar/sp/sp')).toMatchObject({ state: 'SP', city: 'sp' });
  });

  it('is lenient with case, trailing slashes and order', () => {
    expect(urlToFilters('/BUSCAR/Alugar/SP/Casa/')).toStrictEqual(filters({ status: 'rent', state: 'SP', category: 'house' }));
    expect(urlToFilters('/buscar/campinas/alugar')).toMatchObject({ status: 'rent', city: 'campinas' });
  });

  it('slugifies a city with accents', () => {
    expect(urlToFilters('/buscar/S%C3%A3o%20Paulo').city).toBe('sao-paulo');
    expect(urlToFilters('/buscar/São Paulo').city).toBe('sao-paulo');
  });

  it('maps slugs back to codes and keeps unknown slugs', () => {
    const read = urlToFilters('/buscar?comodidades=piscina,heliponto&caracteristicas=varanda,Vista-Mar');
    expect(read.amenities).toEqual(['swimming_pool', 'heliponto']);
    expect(read.features).toEqual(['balcony', 'vista-mar']);
    expect(urlToFilters('/buscar?comodidades=piscina%2Cacademia').amenities).toEqual(['swimming_pool', 'gym']);
  });

  it('reads a range with a missing bound as 0', () => {
    expect(urlToFilters('/buscar?valor=-300000&area=60-').price).toEqual([0, 300_000]);
    expect(urlToFilters('/buscar?area=60-').area).toEqual([60, 0]);
    expect(urlToFilters('/buscar?area=60').area).toEqual([60, 0]);
    expect(urlToFilters('/buscar?valor=abc-500').price).toEqual([0, 500]);
  });

  it('reads mode and site_url with urlPreserved and ignores them as filters', () => {
    const url = '/buscar/comprar?mode=builder&site_url=imob.vitrine.app&utm_source=x';
    expect(urlPreserved(url)).toEqual({ mode: 'builder', site_url: 'imob.vitrine.app' });
    expect(urlToFilters(url)).toStrictEqual(filters({ status: 'sale' }));
    expect(urlPreserved('/buscar')).toEqual({});
    const back = filtersToUrl(urlToFilters(url), { preserve: urlPreserved(url) });
    expect(back).toBe('/buscar/comprar/?mode=builder&site_url=imob.vitrine.app');
  });

  it('reads only the query of a path that is not /buscar', () => {
    expect(urlToFilters('/imovel/venda/casa?banheiros=2')).toStrictEqual(filters({ bathrooms: 2 }));
  });

  const hostile: [string, FilterStateInput][] = [
    ['/buscar/%E0%A4%A', {}],
    ['/buscar/%E0%A4%A/alugar', { status: 'rent' }],
    ['/buscar?valor=abc-', {}],
    ['/buscar?valor=--&area=1e9-Infinity', {}],
    ['/buscar?pagina=-3', {}],
    ['/buscar?pagina=2.5', {}],
    ['/buscar?pagina=999999999999999999999999', {}],
    ['/buscar?pagina=0x10', {}],
    ['/buscar?ordenar=<script>', {}],
    ['/buscar?ordenar=toString', {}],
    ['/buscar?banheiros=-1&vagas=abc', {}],
    ['/buscar?banheiros=&vagas=0', {}],
    ['/buscar/0-quartos', {}],
    [`/buscar/1${'0'.repeat(300)}-quartos`, {}],
    ['/buscar?banheiros=99999999999999999999', {}],
    ['/buscar/__proto__/constructor/toString', { city: 'constructor', category: 'proto' }],
    ['/buscar?comodidades=,,,&bairro=%20', {}],
    ['/buscar?codigo=%20%20', {}],
    ['/buscar/%2F..%2F..%2Fetc', { city: 'etc' }],
    ['http://[', {}],
    ['', {}],
    ['?', {}],
    ['/buscar?%E0%A4%A=1&valor=%E0%A4%A', {}],
  ];

  it.each(hostile)('never throws on %s and gives sane filters', (url, expected) => {
    const read = urlToFilters(url);
    expect(filterStateSchema.safeParse(read).success).toBe(true);
    expect(read).toStrictEqual(filters(expected));
    expect(() => urlPreserved(url)).not.toThrow();
  });
});

describe('canonicalSearchPath and isPrerenderable', () => {
  it('gives the path part only', () => {
    expect(canonicalSearchPath(filters(everyFilter))).toBe('/buscar/alugar/sp/apartamento/sao-paulo/2-quartos');
    expect(canonicalSearchPath(clearFilters())).toBe('/buscar');
  });

  it('accepts only the five path filters at page 1, default sort and page size', () => {
    expect(isPrerenderable(clearFilters())).toBe(true);
    expect(isPrerenderable(filters({ status: 'sale', state: 'MG', category: 'house', city: 'belo-horizonte', bedrooms: 3 }))).toBe(true);
    expect(isPrerenderable(filters({ city: 'campinas', bathrooms: 1 }))).toBe(false);
    expect(isPrerenderable(filters({ city: 'campinas', page: 2 }))).toBe(false);
    expect(isPrerenderable(filters({ city: 'campinas', sort: 'price_asc' }))).toBe(false);
    expect(isPrerenderable(filters({ city: 'campinas', perPage: 12 }))).toBe(false);
    expect(isPrerenderable(filters({ city: 'campinas', geo: { lat: -22.9, lng: -47.06, radius: 1000 } }))).toBe(false);
  });

  it('refuses filters whose path would read back as something else', () => {
    expect(isPrerenderable(filters({ city: 'sp' }))).toBe(false);
    expect(isPrerenderable(filters({ state: 'XX' }))).toBe(false);
    expect(isPrerenderable(filters({ category: 'kitnet' }))).toBe(false);
    expect(isPrerenderable(filters({ state: 'SP', city: 'sp' }))).toBe(true);
  });

  it('answers as the URL parser reads the path, for cities that look like other segments', () => {
    // The definition, through the URL parser: the URL is the path alone, and that path reads back as the same five filters.
    const reference = (f: FilterState) => {
      const back = urlToFilters(canonicalSearchPath(f));
      return (
        f.geo === undefined &&
        f.perPage === DEFAULT_PER_PAGE &&
        filtersToUrl(f) === pageHref(canonicalSearchPath(f)) &&
        back.status === f.status &&
        back.state === (f.state?.trim().toUpperCase() || undefined) &&
        back.category === (f.category?.trim() || undefined) &&
        back.city === (slugify(f.city ?? '') || undefined) &&
        back.bedrooms === (formatCount(f.bedrooms) === undefined ? undefined : f.bedrooms)
      );
    };
    const cities = ['sp', 'alugar', 'comprar', 'casa', '3-quartos', '10-quartos', 'sao-paulo', '..', '.', 'são paulo', 'a/b', 'x%2Fy', ' rio ', '-', 'apartamento', 'rj', 'Ribeirão Preto'];
    let prerenderable = 0;
    for (const city of cities) {
      for (const status of [undefined, 'sale', 'rent'] as const) {
        for (const extra of [{}, { bedrooms: 2 }, { state: 'SP' }, { state: 'RJ', category: 'house' }, { page: 2 }, { bathrooms: 1 }] as FilterStateInput[]) {
          const input = filters({ city, ...(status ? { status } : {}), ...extra });
          expect(isPrerenderable(input), JSON.stringify(input)).toBe(reference(input));
          if (reference(input)) prerenderable++;
        }
      }
    }
    expect(prerenderable).toBeGreaterThan(50); // both answers are met
  });
});

describe('withFilter and clearFilters (spec §2.7)', () => {
  const onPage4 = filters({ status: 'rent', city: 'campinas', page: 4 });

  it('resets the page to 1 when another filter changes', () => {
    expect(withFilter(onPage4, { bedrooms: 2 })).toStrictEqual(filters({ status: 'rent', city: 'campinas', bedrooms: 2 }));
    expect(withFilter(onPage4, { bedrooms: 2, page: 3 }).page).toBe(1);
    expect(withFilter(onPage4, { perPage: 12 }).page).toBe(1);
  });

  it('keeps other filters when only the page changes, and the page when nothing changes', () => {
    expect(withFilter(onPage4, { page: 5 })).toStrictEqual(filters({ status: 'rent', city: 'campinas', page: 5 }));
    expect(withFilter(onPage4, { city: 'campinas' }).page).toBe(4);
    expect(withFilter(onPage4, { page: 0 }).page).toBe(1);
  });

  it('removes a cleared filter', () => {
    const cleared = withFilter(onPage4, { city: undefined });
    expect(cleared).toStrictEqual(filters({ status: 'rent' }));
    expect(filtersToUrl(cleared)).toBe('/buscar/alugar/');
  });

  it('clears everything to the defaults, whose URL is /buscar', () => {
    expect(clearFilters()).toStrictEqual({ page: 1, perPage: 30 });
    expect(filtersToUrl(clearFilters())).toBe('/buscar/');
  });
});

describe('what a plain HTML form sends', () => {
  it('reads ?status=alugar&cidade=São Paulo as the path would say it', () => {
    expect(urlToFilters('/buscar?status=alugar&cidade=S%C3%A3o+Paulo')).toMatchObject({ status: 'rent', city: 'sao-paulo' });
    expect(filtersToUrl(urlToFilters('/buscar/?status=comprar&cidade=Campinas'))).toBe('/buscar/comprar/campinas/');
    expect(urlToFilters('/buscar/alugar?status=comprar').status).toBe('rent');
  });
});

describe('formSearchUrl (404.html on a host without rewrites)', () => {
  it('moves a /buscar path into the /buscar page\'s query, and reads back as the same filters', () => {
    const paths = ['/buscar/alugar/sp/casa/campinas/4-quartos/?banheiros=2&utm_source=jornal', '/buscar/comprar/apartamento/sao-paulo/', '/buscar/terreno/', '/buscar/alugar/mg/'];
    for (const path of paths) expect(urlToFilters(formSearchUrl(path)!), path).toEqual(urlToFilters(path));
    expect(formSearchUrl('/buscar/alugar/sp/casa/campinas/4-quartos/?banheiros=2')).toBe('/buscar/?status=alugar&estado=sp&tipo=casa&cidade=campinas&quartos=4&banheiros=2');
    expect(formSearchUrl('/buscar/')).toBe('/buscar/');
  });

  it('keeps a category the vocabulary does not know, and lets the path win over the query', () => {
    expect(urlToFilters(formSearchUrl('/buscar/chacara-de-lazer/atibaia/')!)).toMatchObject({ category: 'chacara-de-lazer', city: 'atibaia' });
    expect(urlToFilters('/buscar/casa/?tipo=terreno&quartos=2')).toMatchObject({ category: 'house', bedrooms: 2 });
  });
});
