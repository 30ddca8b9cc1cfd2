/**
 * The /favoritos list (#17 item 1). The page is the same for everyone; this
 * island reads the homes saved in this browser (or, for a shared link
 * `?ids=…`, those ids, with 'Salvar todos') and draws them as the site's
 * cards. A card comes from the recently viewed list when this browser has it
 * (no request), else through the page's live search data — the search
 * index or the tenant's Meilisearch, the search page's path for one home.
 * The hearts keep working as everywhere (the runtime's handler): removing a
 * home here takes its card off the list.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { toCardFields, type HomeCard } from '../../contract/home-card.ts';
import { formatCount } from '../../domain/rules/format.ts';
import { FavoritesLoadFailed } from '../../domain/errors.ts';
import type { CardDisplay } from '../../ui/card/card-display.ts';
import { HomeCardList } from '../../ui/card/home-card-view.tsx';
import { addFavorites, shareLink, sharedIds } from '../favorites/favorite-list.ts';
import { onFavoritesChange, readFavorites, saveFavorites } from '../favorites/favorite-store.ts';
import { readRecentHomes } from '../recently-viewed/recent-store.ts';
import type { SiteSearchRuntime } from '../search/engine-for-site.ts';
import { loadLiveSearchData } from '../search/load-live-data.ts';

export interface FavoritesListProps {
  display: CardDisplay;
  runtime: SiteSearchRuntime;
  /** The page's own URL path ('/favoritos/'), for share links. */
  href: string;
  /** Where the empty list sends the visitor to find homes ('/buscar/'); null on a site without a search page. */
  searchHref: string | null;
}

type Found = Map<string, HomeCard | null>;

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-5 py-2 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60';
const LINK = 'text-link-text underline underline-offset-2 hover:text-link-hover';

/** The cards of these ids: from the recently viewed list when it has them, else from the live search data. */
async function findHomes(ids: readonly string[], runtime: SiteSearchRuntime, known: Found): Promise<Found> {
  const found: Found = new Map(known);
  for (const home of readRecentHomes()) if (ids.includes(String(home.id)) && !found.has(String(home.id))) found.set(String(home.id), toCardFields(home));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const live = await loadLiveSearchData(runtime);
    const docs = await Promise.all(missing.map((id) => live.home(Number(id))));
    missing.forEach((id, index) => found.set(id, docs[index] ? toCardFields(docs[index]) : null));
  }
  return found;
}

function ShareBox({ link }: { link: string }): ReactElement {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor="favoritos-link" className="block text-sm font-medium">
          Link para compartilhar esta lista
        </label>
        <input id="favoritos-link" type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-gray-900" data-favorites-share="" />
      </div>
      <button type="button" onClick={copy} className={BUTTON}>
        Copiar link
      </button>
      <p role="status" className="text-sm sm:sr-only">
        {copied ? 'Link copiado.' : ''}
      </p>
    </div>
  );
}

export default function FavoritesList({ display, runtime, href, searchHref }: FavoritesListProps): ReactElement {
  const [shared, setShared] = useState<string[] | undefined>(undefined);
  const [saved, setSaved] = useState<string[] | null>(null);
  const [found, setFound] = useState<Found>(new Map());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setShared(sharedIds(location.search));
    setSaved(readFavorites());
    return onFavoritesChange(setSaved);
  }, []);

  const ids = shared ?? saved ?? [];
  const summary = useRef<HTMLParagraphElement>(null);
  const shown = useRef(ids.length);
  useEffect(() => {
    // A home removed here takes its focused heart with it: focus goes to the count, not to the top of the page.
    if (ids.length < shown.current && (document.activeElement === document.body || document.activeElement === null)) summary.current?.focus();
    shown.current = ids.length;
  }, [ids.length]);
  useEffect(() => {
    if (saved === null || ids.every((id) => found.has(id))) return;
    let current = true;
    findHomes(ids, runtime, found).then(
      (homes) => current && (setFound(homes), setFailed(false)),
      (error: unknown) => {
        console.warn(FavoritesLoadFailed.message, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [ids.join(','), saved === null]); // eslint-disable-line react-hooks/exhaustive-deps

  if (saved === null) return <div data-favorites-list="" aria-busy="true" />;
  const cards = ids.map((id) => found.get(id)).filter((card): card is HomeCard => Boolean(card));
  const gone = ids.filter((id) => found.get(id) === null).length;
  const loading = !failed && ids.some((id) => !found.has(id));
  const unsaved = shared?.filter((id) => !saved.includes(id)) ?? [];
  const origin = typeof location === 'undefined' ? '' : location.origin;

  return (
    <div data-favorites-list={shared ? 'shared' : 'saved'} className="space-y-6">
      {shared ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 className="font-heading text-2xl font-semibold">Imóveis compartilhados com você</h2>
          {shared.length > 0 ? (
            <button type="button" className={BUTTON} disabled={unsaved.length === 0} onClick={() => saveFavorites(addFavorites(readFavorites(), shared))}>
              {unsaved.length === 0 ? 'Todos salvos' : 'Salvar todos'}
            </button>
          ) : null}
        </div>
      ) : null}
      <p ref={summary} tabIndex={-1} role="status" data-favorites-summary="" className="focus:outline-none">
        {ids.length === 0
          ? shared
            ? 'O link não lista nenhum imóvel.'
            : 'Você ainda não salvou nenhum imóvel.'
          : shared
            ? formatCount(ids.length, 'imóvel na lista', 'imóveis na lista')
            : formatCount(ids.length, 'imóvel salvo neste navegador', 'imóveis salvos neste navegador')}
        {loading ? ' Carregando…' : ''}
      </p>
      {ids.length === 0 && !shared ? (
        <p>
          Toque no coração de um imóvel para salvá-lo aqui.
          {searchHref ? (
            <>
              {' '}
              <a href={searchHref} className={LINK}>
                Buscar imóveis
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {failed ? <p role="alert">Não foi possível carregar os imóveis agora. Tente novamente em instantes.</p> : null}
      {gone > 0 ? <p>{formatCount(gone, 'imóvel não está mais disponível.', 'imóveis não estão mais disponíveis.')}</p> : null}
      <HomeCardList cards={cards} display={display} />
      {shared ? (
        <p>
          <a href={href} className={LINK}>
            Ver meus favoritos
          </a>
        </p>
      ) : ids.length > 0 ? (
        <ShareBox link={`${origin}${shareLink(href, ids)}`} />
      ) : null}
    </div>
  );
}
