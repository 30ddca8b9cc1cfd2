/**
 * /favoritos (#17 item 1): the homes a visitor saved with the 'Salvar' heart.
 * Prerendered once per tenant as a shell (nothing personal can be known at
 * build time); the `favorites-list` island fills it from this browser's
 * storage, or from the ids of a shared link. Noindex (renderer/seo.ts) and
 * out of the sitemap.
 */
import type { ReactElement } from 'react';
import FavoritesList from '../client/islands/favorites-list.tsx';
import type { FavoritesPageData, SiteContext } from '../contract/page-model.ts';
import { FAVORITES_PATH, hasSearchPage, SEARCH_ROOT } from '../contract/routes.ts';
import { pageHref } from '../domain/rules/page-href.ts';
import { templateFor } from '../templates/index.ts';
import { Island } from '../ui/island.tsx';
import { cardDisplayFor } from '../sections/home-card.tsx';
import { containerClass } from '../sections/section-shell.tsx';

export function FavoritesPage({ ctx }: { ctx: SiteContext; data: FavoritesPageData }): ReactElement {
  const theme = templateFor(ctx.site).theme;
  return (
    <section className={`${containerClass} ${theme.section}`} aria-labelledby="favoritos-titulo">
      <div className="space-y-6">
        <header className="space-y-2">
          <h1 id="favoritos-titulo" className="font-heading text-3xl font-bold md:text-4xl">
            Favoritos
          </h1>
          <p className="max-w-3xl">
            Os imóveis que você salvar com o botão de coração ficam nesta lista, guardada apenas neste navegador: não é preciso criar
            conta. Compartilhe a lista com quem vai decidir com você.
          </p>
        </header>
        <noscript>
          <p>Ative o JavaScript do navegador para ver os imóveis salvos.</p>
        </noscript>
        <Island name="favorites-list" load="idle" component={FavoritesList} props={{ display: cardDisplayFor(ctx), runtime: ctx.search ?? {}, href: pageHref(FAVORITES_PATH), searchHref: hasSearchPage(ctx.site) ? pageHref(SEARCH_ROOT) : null }} />
      </div>
    </section>
  );
}
