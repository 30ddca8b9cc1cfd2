import { describe, expect, it } from 'vitest';
import { propertySchema, siteConfigSchema } from '../domain/schemas/index.ts';
import { planTenant } from './page-data.ts';

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

  it('warns about parameters it cannot expand and unknown sections', () => {
    const plan = planTenant(site([{ id: 'x', url: '/x/{foo}', sections: [{ id: 'q', component: 'carrossel-3d' }] }]), homes);
    expect(plan.warnings).toEqual([
      { id: 'x', path: 'sections.q', message: 'unknown component "carrossel-3d" skipped' },
      { id: 'x', path: 'url', message: 'cannot expand {foo} from the listings; page skipped' },
    ]);
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
    expect(plan.pageAt('/imovel/venda/x/99')).toEqual({ data: { kind: 'error', path: '/imovel/venda/x/99', status: 404, code: 'PageNotFound', message: 'Página não encontrada' } });
  });

  it('answers the site inativo page at every path of an inactive site', () => {
    const plan = planTenant(site(pages, { active: false }), homes);
    expect(plan.pageAt('/sobre/')).toEqual({ data: { kind: 'error', path: '/sobre', status: 404, code: 'SiteInactive', message: 'site inativo' } });
  });
});
