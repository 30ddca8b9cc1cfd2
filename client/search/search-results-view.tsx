/**
 * The results half of the search page: the count ('N imóveis encontrados',
 * announced politely when it changes), the sort order, the chips of the
 * active filters with 'Limpar filtros', the cards and the pages.
 */
import type { ReactElement, RefObject } from 'react';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import { SORT_ORDERS, type SortOrder } from '../../domain/schemas/filter-state-values.ts';
import type { ReactNode } from 'react';
import type { CardDisplay } from '../../ui/card/card-display.ts';
import { HomeCardList, type CardEvents } from '../../ui/card/home-card-view.tsx';
import type { PhotoLoading } from '../../ui/responsive-image.tsx';
import type { HomeCard } from '../../contract/home-card.ts';
import type { FilterChip } from './filter-options.ts';
import { resultCountText, SORT_OPTIONS } from './filter-options.ts';
import { Pagination, pageCount } from './pagination.tsx';
import type { Results } from './results-source.ts';
import type { Phase } from './use-search-state.ts';

export interface SearchResultsViewProps {
  filters: FilterState;
  results: Results | undefined;
  phase: Phase;
  chips: readonly FilterChip[];
  card: CardDisplay;
  /** Each card's hover and focus handlers: they highlight its pin on the map. */
  cardEvents?: (card: HomeCard) => CardEvents;
  fieldClass: string;
  buttonClass: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  hrefFor: (page: number) => string;
  onChange: (change: Partial<FilterState>) => void;
  onPage: (page: number) => void;
  onClear: (change: Partial<FilterState> | 'all') => void;
  onRetry: () => void;
  /** How the first card's photo loads (SearchPageProps). */
  firstPhoto: PhotoLoading;
  /** The list ↔ map switch (and the map while open), above the cards. */
  mapSlot?: ReactNode;
}

const asSort = (value: string): SortOrder | undefined => SORT_ORDERS.find((order) => order === value);

export function SearchResultsView(props: SearchResultsViewProps): ReactElement {
  const { filters, results, phase, chips, card, cardEvents, fieldClass, buttonClass, headingRef, hrefFor, onChange, onPage, onClear, onRetry, mapSlot, firstPhoto } = props;
  const count = results ? resultCountText(results.total) : 'Carregando imóveis...';
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* The live region holds the heading (a status inside a heading is not valid HTML). */}
        <div role="status">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-text focus:outline-none">
            {count}
          </h2>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="vt-busca-ordenar" className="text-sm font-semibold text-text">
            Ordenar por
          </label>
          <select
            id="vt-busca-ordenar"
            className={fieldClass}
            value={filters.sort ?? ''}
            onChange={(event) => onChange({ sort: asSort(event.target.value) })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {chips.length > 0 ? (
        <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Filtros ativos">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-black/5 px-3 text-sm text-text hover:bg-black/10"
                aria-label={`Remover filtro: ${chip.label}`}
                onClick={() => onClear(chip.clear)}
              >
                {chip.label}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="min-h-9 px-2 text-sm font-semibold text-link-text underline" onClick={() => onClear('all')}>
              Limpar filtros
            </button>
          </li>
        </ul>
      ) : null}

      {phase === 'error' ? (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          <p>Não foi possível carregar os imóveis.</p>
          <button type="button" className={`mt-3 ${buttonClass}`} onClick={onRetry}>
            Tentar novamente
          </button>
        </div>
      ) : null}

      {mapSlot ? <div className="mt-6">{mapSlot}</div> : null}
      <div className={`mt-6 transition-opacity ${phase === 'loading' ? 'opacity-60' : ''}`} aria-busy={phase === 'loading'}>
        {results && results.hits.length > 0 ? <HomeCardList cards={results.hits} display={card} firstPhoto={firstPhoto} {...(cardEvents ? { eventsFor: cardEvents } : {})} /> : null}
        {results && results.total === 0 && phase !== 'error' ? (
          <p className="rounded-xl bg-black/5 p-6 text-text">
            {chips.length > 0
              ? 'Nenhum imóvel encontrado com estes filtros. Tente remover algum filtro.'
              : 'Ainda não há imóveis publicados. Crie um alerta para ser avisado quando chegarem.'}
          </p>
        ) : null}
      </div>

      {results ? <Pagination current={filters.page} count={pageCount(results.total, filters.perPage)} hrefFor={hrefFor} onPage={onPage} /> : null}
    </div>
  );
}
