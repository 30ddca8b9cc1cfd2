import { describe, expect, it } from 'vitest';
import { propertySchema, siteConfigSchema } from '../domain/schemas/index.ts';
import { planTenant } from './page-data.ts';
import { knownPageKey } from './configured-pages.ts';
import type { ConfiguredPageData } from '../contract/page-model.ts';

const home = (id: number, neighborhood: string, extra: Record<string, unknown> = {}) =>
  propertySchema.parse({ id, status: 'sale', category: 'apartment', area: 50, price: 100_000 * id, zipcode: '01000-000', neighborhood, city: 'São Paulo', state: 'SP', ...extra });
const site = (pages: unknown[], extra: Record<string, unknown> = {}) => siteConfigSchema.parse({ site_url: 'imob.test', pages, ...extra });
const homes = [home(1, 'Vila Mariana'), home(2, 'Vila Mariana'), home(3, 'Moema', { is_visible_on_site: false }), home(4, 'Pinheiros')];

describe('planTenant', () => {
  it('plans configured pages, visible listings, the privacy page and the favourites page', () => {
    const plan = planTenant(site([{ id: 'home', url: '/', sections: [] }]), homes);
    const paths = [...plan.pages()].map((p) => p.path);
    expect(paths).toEqual(['/', '/imovel/venda/apartamento-0-quartos-vila-mariana-sao-paulo/1', '/imovel/venda/apartamento-0-quartos-vila-mariana-sao-paulo/2', '/imovel/venda/apartamento-0-quartos-pinheiros-sao-paulo/4', '/politica-de-privacidade', '/favoritos']);
    expect(plan.count).toBe(paths.length);
  });

  it('plans listing pages in their similar homes’ order (status, category and city, then price), not the source’s', () => {
    const shuffled = [home(5, 'Moema'), home(2, 'Moema', { category: 'house' }), home(1, 'Moema'), home(4, 'Moema', { category: 'house' }), home(3, 'Moema')];
    const plan = planTenant(site([]), shuffled);
    const ids = [...plan.pages()].filter((p) => p.kind === 'property').map((p) => Number(p.path.split('/').at(-1)));
    // Neighbours in this order share most of their similar homes: a render worker draws each card once for several pages.
    expect(ids).toEqual([1, 3, 5, 2, 4]);
  });

  it('plans /favoritos for a site whose config has its own pages (as parceira.test), unless a page of its own is there', () => {
    const own = planTenant(site([{ id: 'inicio', url: '/', sections: [] }, { id: 'property', url: '/imovel/{slug}', sections: [{ id: 'd', component: 'property-detail' }] }]), homes);
    expect([...own.pages()].filter((p) => p.kind === 'favorites')).toEqual([{ kind: 'favorites', path: '/favoritos' }]);
    expect(own.pageAt('/favoritos/')).toEqual({ data: { kind: 'favorites', path: '/favoritos' } });
    const taken = planTenant(site([{ id: 'favs', url: '/favoritos', sections: [] }]), homes);
    const paths = [...taken.pages()].map((p) => `${p.kind}:${p.path}`);
    expect(paths.filter((p) => p.endsWith(':/favoritos'))).toEqual(['page:/favoritos']);
    expect(taken.count).toBe(paths.length);
  });

  it('expands {bairro} to the neighbourhoods the visible listings have, each with its own homes', () => {
    const plan = planTenant(site([{ id: 'bairro', url: '/bairros/{bairro}', sections: [{ id: 's', component: 'homes-grid' }] }]), homes);
    const pages = [...plan.pages()].filter((p) => p.kind === 'page');
    expect(pages.map((p) => p.path)).toEqual(['/bairros/vila-mariana', '/bairros/pinheiros']);
    const first = pages[0]!;
    expect(first.kind === 'page' && first.latest.map((d) => d.id).sort()).toEqual([1, 2]);
  });

  it('gives a page only the home lists its sections show', () => {
    const plan = planTenant(site([{ id: 'sobre', url: '/sobre', sections: [{ id: 's', component: 'about' }] }]), homes);
    const [page] = [...plan.pages()];
    expect(page).toMatchObject({ kind: 'page', featured: [], latest: [] });
  });

  it('lists only homes flagged featured, none when no home is (issue #15 item 13)', () => {
    const featuredSection = [{ id: 'home', url: '/', sections: [{ id: 'd', component: 'featured-homes' }] }];
    expect([...planTenant(site(featuredSection), homes).pages()][0]).toMatchObject({ kind: 'page', featured: [] });
    const flagged = [...homes.slice(0, 3), home(4, 'Pinheiros', { is_featured_on_site: true })];
    const page = [...planTenant(site(featuredSection), flagged).pages()][0]!;
    expect(page.kind === 'page' && page.featured.map((card) => card.id)).toEqual([4]);
  });

  it('warns about parameters it cannot expand and unknown sections', () => {
    const plan = planTenant(site([{ id: 'x', url: '/x/{foo}', sections: [{ id: 'q', component: 'carrossel-3d' }] }]), homes);
    expect(plan.warnings).toEqual([
      { id: 'x', path: 'sections.q', message: 'unknown component "carrossel-3d" skipped' },
      { id: 'x', path: 'url', message: 'cannot expand {foo} from the listings; page skipped' },
    ]);
  });

  it('expands a generic {param} page to the site paths its config links to (spec §2.3), filtered by its named params', () => {
    const pages = [
      { id: 'home', url: '/', sections: [{ id: 'b', component: 'cta', props: { button: { label: 'Jardins', url: '/empreendimentos/jardins?origem=home' } } }] },
      { id: 'emp', url: '/empreendimentos/{param}', sections: [{ id: 'g', component: 'homes-grid' }] },
      { id: 'local', url: '/{bairro}/{tipo_de_lista}', sections: [{ id: 'g', component: 'homes-grid' }] },
    ];
    const menu = [{ title: 'Torre', url: '/empreendimentos/torre-azul/' }, { title: 'Fora', url: 'https://outro.site/empreendimentos/x' }, { title: 'VM', url: '/vila-mariana/lancamentos' }];
    const plan = planTenant(site(pages, { menu }), homes);
    const planned = [...plan.pages()].filter((p) => p.kind === 'page' && p.pageId !== 'home');
    expect(planned.map((p) => [p.path, p.kind === 'page' && p.params, p.kind === 'page' && p.latest.map((c) => c.id)])).toEqual([
      ['/empreendimentos/torre-azul', { param: 'torre-azul' }, [4, 2, 1]],
      ['/empreendimentos/jardins', { param: 'jardins' }, [4, 2, 1]],
      ['/vila-mariana/lancamentos', { bairro: 'vila-mariana', tipo_de_lista: 'lancamentos' }, [2, 1]],
    ]);
    expect(plan.warnings).toEqual([]);
    expect(plan.pageAt('/empreendimentos/outro')).toMatchObject({ data: { code: 'PageInvalid', message: 'Page Not Found: /empreendimentos/outro' } });
  });

  it('plans nothing but the error page for an inactive site', () => {
    const plan = planTenant(site([{ id: 'home', url: '/', sections: [] }], { active: false }), homes);
    expect([...plan.pages()]).toEqual([]);
  });

  it("computes the summaries a page's sections read, and only those", () => {
    const withHomes = [...homes, home(5, 'Pinheiros', { category: 'house', lat: -23.56, lng: -46.69 })];
    const plan = planTenant(site([{ id: 'home', url: '/', sections: [{ id: 'c', component: 'categories' }, { id: 'm', component: 'map' }, { id: 'n', component: 'neighbourhoods', enabled: false }] }]), withHomes);
    const [page] = [...plan.pages()];
    expect(page).toMatchObject({
      kind: 'page',
      categories: [
        { label: 'Apartamento', count: 3, url: '/buscar/apartamento/' },
        { label: 'Casa', count: 1, url: '/buscar/casa/' },
      ],
      mapHomes: [{ id: 5, _geo: { lat: -23.56, lng: -46.69 } }],
    });
    expect(page).not.toHaveProperty('neighbourhoods'); // its section is disabled
    expect(page).not.toHaveProperty('development');
  });

  it('gives cards their gallery only when the site shows card galleries', () => {
    const gallery = { gallery: [{ url: 'a.jpg' }, { url: 'b.jpg' }] };
    const pages = (card: Record<string, unknown>) =>
      [...planTenant(site([{ id: 'home', url: '/', sections: [{ id: 'g', component: 'homes-grid' }] }], { card }), [home(1, 'Centro', gallery)]).pages()];
    expect(pages({ carrouselGallery: true })[0]).toMatchObject({ latest: [{ id: 1, images: ['a.jpg', 'b.jpg'] }] });
    expect(pages({})[0]).not.toHaveProperty('latest.0.images');
  });
});

describe('TenantPlan.livePages (a rebuild against a live release)', () => {
  const many = Array.from({ length: 40 }, (_, i) => home(i + 1, i % 2 ? 'Moema' : 'Pinheiros', { category: i % 3 ? 'apartment' : 'house' }));
  const pathOf = (id: number) => [...planTenant(site([]), many).pages()].find((p) => p.path.endsWith(`/${id}`))!.path;
  const known = (changedId: number, extraPaths: string[] = []) => {
    const changed = planTenant(site([]), many).docs.find((d) => d.id === changedId)!;
    return { added: [changed], gone: [changed], ids: new Set([changedId]), keyOf: (path: string) => (path.startsWith('/imovel/') || extraPaths.includes(path) ? `live ${path}` : undefined) };
  };

  it('gives the listing pages no change reaches as path and live key, and leaves them out of pages()', () => {
    const plan = planTenant(site([]), many, known(7));
    const live = [...plan.livePages()];
    const made = [...plan.pages()].filter((p) => p.kind === 'property').map((p) => p.path);
    expect(live.length).toBe(plan.liveListings);
    expect(live.length).toBeGreaterThan(20);
    for (const [path, key] of live) expect(key).toBe(`live ${path}`);
    expect(made).toContain(pathOf(7));
    // Every listing once: made, or kept as live.
    expect([...made, ...live.map(([path]) => path)].sort()).toEqual(many.map((h) => pathOf(h.id)).sort());
    expect(plan.count).toBe([...plan.pages()].length + live.length);
  });

  it('keeps a listing whose path a configured page takes among the pages made, for the duplicate’s warning', () => {
    const taken = pathOf(30);
    const plan = planTenant(site([{ id: 'own', url: taken, sections: [] }]), many, known(7, [taken]));
    expect([...plan.livePages()].map(([path]) => path)).not.toContain(taken);
    expect([...plan.pages()].filter((p) => p.path === taken).map((p) => p.kind)).toEqual(['page', 'property']);
  });
});

describe('{param} pages in a rebuild', () => {
  const many = Array.from({ length: 30 }, (_, i) => home(i + 1, ['Moema', 'Pinheiros', 'Vila Mariana'][i % 3]!, { created_at: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000Z`, is_featured_on_site: i % 4 === 0 }));
  const config = site([{ id: 'bairro', url: '/bairros/{bairro}', sections: [{ id: 'g', component: 'homes-grid' }, { id: 'f', component: 'featured-homes' }, { id: 'c', component: 'categories' }] }]);
  const pagesOf = (plan: ReturnType<typeof planTenant>) => new Map([...plan.pages()].filter((p) => p.kind === 'page').map((p) => [p.path, p]));

  it('keep the live key where no change falls (their lists made only when read), and are made again where one does', () => {
    // Home 4 (Moema) moves to Pinheiros: Moema and Pinheiros change, Vila Mariana does not.
    const before = planTenant(config, many).docs.find((d) => d.id === 4)!;
    const after = planTenant(config, many.map((h) => (h.id === 4 ? { ...h, neighborhood: 'Pinheiros' } : h)));
    const moved = after.docs.find((d) => d.id === 4)!;
    const keyOf = (path: string) => `live ${path}`;
    const homesNow = many.map((h) => (h.id === 4 ? { ...h, neighborhood: 'Pinheiros' } : h));
    const rebuilt = pagesOf(planTenant(config, homesNow, { added: [moved], gone: [before], ids: new Set([4]), keyOf }));
    const full = pagesOf(after);
    expect([...rebuilt.keys()].sort()).toEqual([...full.keys()].sort());
    const liveKeys = [...rebuilt].filter(([, page]) => knownPageKey(page as ConfiguredPageData) !== undefined).map(([path]) => path);
    expect(liveKeys).toEqual(['/bairros/vila-mariana']);
    // Read, a page kept live has the lists a full plan gives it, in the same order of fields.
    for (const [path, page] of rebuilt) expect(JSON.stringify(page)).toBe(JSON.stringify(full.get(path)));
  });
});

describe('whole-tenant pages in a rebuild', () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    home(i + 1, ['Moema', 'Pinheiros', 'Vila Mariana'][i % 3]!, { created_at: `2026-01-${String(1 + i).padStart(2, '0')}T00:00:00.000Z`, is_featured_on_site: i % 4 === 0, ...(i % 2 === 0 ? { lat: -23.5 - i / 100, lng: -46.6 } : {}) }),
  );
  const sections = ['homes-grid', 'featured-homes', 'categories', 'neighbourhoods', 'map'].map((component, i) => ({ id: `s${i}`, component }));
  const config = site([{ id: 'inicio', url: '/', sections }]);
  const homePage = (plan: ReturnType<typeof planTenant>) => [...plan.pages()].find((p) => p.path === '/') as ConfiguredPageData;
  /** A rebuild after `change` to home `id`, against the live release planned from `many`; and a full plan of the same homes. */
  function rebuild(id: number, change: Record<string, unknown>) {
    const live = planTenant(config, many);
    const homesNow = many.map((h) => (h.id === id ? { ...h, ...change } : h));
    const full = planTenant(config, homesNow);
    const known = { added: [full.docs.find((d) => d.id === id)!], gone: [live.docs.find((d) => d.id === id)!], ids: new Set([id]), keyOf: (path: string) => `live ${path}`, showcase: live.showcase! };
    return { rebuilt: homePage(planTenant(config, homesNow, known)), full: homePage(full) };
  }

  it('keeps the live key when no list or count it shows changed, and reads as a full plan', () => {
    // Home 2: not featured, among the oldest (not in the 6 latest), no point on the map; a price change keeps every count.
    const { rebuilt, full } = rebuild(2, { price: 123_000 });
    expect(knownPageKey(rebuilt)).toBe('live /');
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(full));
  });

  it('is made again when a change reaches what it shows: a list, the map, a count', () => {
    const changes: Array<[number, Record<string, unknown>]> = [
      [30, { price: 1 }], // the newest home: in the latest list
      [5, { created_at: '2026-02-01T00:00:00.000Z' }], // becomes the newest
      [3, { price: 7 }], // on the map (a point), old and not featured
      [2, { neighborhood: 'Bela Vista' }], // the neighbourhood counts
      [4, { category: 'house' }], // the category counts
    ];
    for (const [id, change] of changes) {
      const { rebuilt, full } = rebuild(id, change);
      expect([id, knownPageKey(rebuilt)]).toEqual([id, undefined]);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(full));
    }
  });
});

describe('TenantPlan.pageAt', () => {
  const pages = [
    { id: 'home', url: '/', sections: [] },
    { id: 'bairro', url: '/bairros/{bairro}', sections: [] },
    { id: 'search', url: '/buscar', sections: [] },
  ];
  const listing = '/imovel/venda/apartamento-0-quartos-vila-mariana-sao-paulo/1';

  it('answers the page the build plans at that path, trailing slash and query ignored', () => {
    const plan = planTenant(site(pages), homes);
    const planned = [...plan.pages()];
    for (const path of ['/', '/bairros/pinheiros', listing, '/politica-de-privacidade', '/favoritos']) {
      expect(plan.pageAt(`${path}${path === '/' ? '' : '/'}?x=1`)).toEqual({ data: planned.find((p) => p.path === path) });
    }
  });

  it('redirects an old listing slug by id, gives /buscar/* the search page, and 404s the rest', () => {
    const plan = planTenant(site(pages), homes);
    expect(plan.pageAt('/imovel/destaque/1')).toEqual({ redirect: `${listing}/` });
    expect(plan.pageAt('/buscar/nada-disso')).toMatchObject({ data: { kind: 'page', pageId: 'search', path: '/buscar' } });
    expect(plan.pageAt('/nada/disso')).toEqual({ data: { kind: 'error', path: '/nada/disso', status: 404, code: 'PageNotFound', message: 'Página não encontrada' } });
  });

  it('plans no page for a /buscar combination with the same homes as a shorter one, and answers it with that page', () => {
    const plan = planTenant(site(pages), homes);
    const searchPaths = [...plan.pages()].map((p) => p.path).filter((p) => p.startsWith('/buscar'));
    expect(plan.searchAliases.size).toBeGreaterThan(0);
    for (const [alias, target] of plan.searchAliases) {
      expect(searchPaths).not.toContain(alias);
      expect(searchPaths).toContain(target);
      expect(plan.pageAt(`${alias}/`)).toMatchObject({ data: { kind: 'page', pageId: 'search', path: target } });
    }
  });

  it("says 'Page Not Found: {path}' for a listing id or a {param} value that does not exist (spec §2.2)", () => {
    const plan = planTenant(site(pages), homes);
    expect(plan.pageAt('/imovel/venda/x/99')).toEqual({ data: { kind: 'error', path: '/imovel/venda/x/99', status: 404, code: 'PageInvalid', message: 'Page Not Found: /imovel/venda/x/99' } });
    expect(plan.pageAt('/bairros/atlantida/')).toEqual({ data: { kind: 'error', path: '/bairros/atlantida', status: 404, code: 'PageInvalid', message: 'Page Not Found: /bairros/atlantida' } });
    // Moema's only home is hidden: no page was planned for it.
    expect(plan.pageAt('/bairros/moema')).toMatchObject({ data: { code: 'PageInvalid', message: 'Page Not Found: /bairros/moema' } });
  });

  it('answers the site inativo page at every path of an inactive site', () => {
    const plan = planTenant(site(pages, { active: false }), homes);
    expect(plan.pageAt('/sobre/')).toEqual({ data: { kind: 'error', path: '/sobre', status: 404, code: 'SiteInactive', message: 'site inativo' } });
  });
});

describe('menu links the site does not answer', () => {
  const pages = [
    { id: 'home', url: '/', sections: [] },
    { id: 'bairro', url: '/bairros/{bairro}', sections: [] },
  ];
  const menu = (url: string) => [{ title: 'Início', url: '/' }, { title: 'Destino', url }];
  const menuWarnings = (url: string, extra: Record<string, unknown> = {}) => planTenant(site(pages, { menu: menu(url), ...extra }), homes).warnings.filter((w) => w.id === 'menu');

  it('warns, naming the item and the path, when no page answers the path', () => {
    expect(menuWarnings('/sobre')).toEqual([
      { id: 'menu', path: 'menu.1.url', message: 'menu item "Destino" links to /sobre, which no page of the site answers: visitors get the 404 page', kind: 'config' },
    ]);
    // /buscar needs the search page; a neighbourhood no listing has is no page either.
    expect(menuWarnings('/buscar?status=alugar').map((w) => w.message)).toEqual([expect.stringContaining('links to /buscar,')]);
    expect(menuWarnings('/bairros/centro').map((w) => w.path)).toEqual(['menu.1.url']);
  });

  it('stays quiet for planned pages, route rules, files, anchors and other sites', () => {
    for (const url of ['/bairros/pinheiros/', '/#contato', '/politica-de-privacidade', '/favoritos', '/media/tabela-de-precos.pdf', '#contato', 'https://outro.com.br/sobre', 'tel:+5511999999999']) {
      expect(menuWarnings(url), url).toEqual([]);
    }
    expect(menuWarnings('/sobre', { redirects: [{ from: '/sobre', to: '/', status: 301 }] })).toEqual([]);
    expect(planTenant(site([...pages, { id: 'search', url: '/buscar', sections: [] }], { menu: menu('/buscar/alugar') }), homes).warnings).toEqual([]);
  });
});
