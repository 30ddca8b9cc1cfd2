/**
 * The search suggestion box (spec §2.8, §4, §7.1, §8, §9): an ARIA combobox whose
 * dropdown offers states, cities and neighbourhoods with their home counts. An
 * island: the server renders the bare input (a plain form field without
 * JavaScript); the client hydrates it when the visitor first touches it. The
 * rules live in ../search/suggestions.ts; this file only holds the state.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import { urlPreserved, urlToFilters } from '../../search/url-codec.ts';
import type { SiteSearchRuntime } from '../search/engine-for-site.ts';
import type { LiveSearchData } from '../search/live-data.ts';
import { loadLiveSearchData } from '../search/load-live-data.ts';
import {
  CLOSE_DELAY_MS,
  SEARCHING_TEXT,
  SUGGESTION_DELAY_MS,
  displayOrder,
  fetchSuggestions,
  groupSuggestions,
  isSearchable,
  moveActive,
  navigatesOnSelect,
  noResultsText,
  suggestionField,
  suggestionUrl,
  type Suggestion,
} from '../search/suggestions.ts';

/** Spec §2.7's geo-search placeholder: the box finds a place (state, city, neighbourhood) to search in. */
export const SEARCH_BOX_PLACEHOLDER = 'Buscar por localização...';
/** Dispatched (bubbling) on the input when a suggestion is chosen, for scripts outside this island. */
export const SUGGESTION_EVENT = 'vitrine:suggestion';

export interface SearchBoxProps {
  /** The input's id: the server's <label> points at it, and the listbox and option ids derive from it. */
  inputId: string;
  /** Where the suggestions come from (static index or Meilisearch). */
  runtime: SiteSearchRuntime;
  /**
   * The free text's form field name, so the surrounding form works without JavaScript (the
   * search page resolves the text, client/search/place-text.ts); a chosen suggestion submits
   * its own field instead (estado, cidade or bairro).
   */
  name?: string;
  placeholder?: string;
  inputClassName?: string;
  /** Spec §4: off, choosing only fills the input. On, it navigates on any route but '/'. */
  autoNavigate?: boolean;
  /** The filters suggestions are restricted to (spec §7.1); by default the ones of the current URL. */
  filters?: FilterState;
  /** For a parent React tree (a function cannot be an island prop). */
  onSelect?: (choice: Suggestion) => void;
}

type Phase = 'idle' | 'loading' | 'ready';

/** One query cache per page, shared by every box on it; a failed download is tried again next time. */
let live: Promise<LiveSearchData> | undefined;
function loadedLive(runtime: SiteSearchRuntime): Promise<LiveSearchData> {
  const loading = (live ??= loadLiveSearchData(runtime));
  loading.catch(() => (live === loading ? (live = undefined) : undefined));
  return loading;
}
function liveData(runtime: SiteSearchRuntime): Pick<LiveSearchData, 'facetSearch' | 'facets'> {
  return {
    facetSearch: (...args) => loadedLive(runtime).then((data) => data.facetSearch(...args)),
    facets: (...args) => loadedLive(runtime).then((data) => data.facets(...args)),
  };
}

export default function SearchBox({
  inputId,
  runtime,
  name = 'cidade',
  placeholder = SEARCH_BOX_PLACEHOLDER,
  inputClassName = '',
  autoNavigate = true,
  filters,
  onSelect,
}: SearchBoxProps) {
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<Suggestion[]>([]);
  /** The text `list` answers; Enter fetches again when the visitor typed on since. */
  const [answered, setAnswered] = useState('');
  const [active, setActive] = useState(-1);
  /** The suggestion last chosen: Enter on its label submits the surrounding form instead of searching again. */
  const [chosen, setChosen] = useState<Suggestion | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const delayTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const listboxId = `${inputId}-sugestoes`;
  const optionId = (index: number) => `${inputId}-opcao-${index}`;

  const cancel = () => {
    clearTimeout(delayTimer.current);
    inFlight.current?.abort();
  };

  const run = (query: string): Promise<Suggestion[] | null> => {
    cancel();
    const controller = new AbortController();
    inFlight.current = controller;
    setPhase('loading');
    setOpen(true);
    const currentFilters = filters ?? urlToFilters(window.location.href);
    return fetchSuggestions(liveData(runtime), query, currentFilters, controller.signal).then((found) => {
      if (found === null || controller.signal.aborted) return null;
      const ordered = displayOrder(found);
      setList(ordered);
      setAnswered(query.trim());
      setActive(-1);
      setPhase('ready');
      return ordered;
    });
  };

  const change = (value: string) => {
    setText(value);
    setActive(-1);
    cancel();
    if (!isSearchable(value)) {
      setList([]);
      setPhase('idle');
      setOpen(false);
      return;
    }
    setPhase('loading');
    setOpen(true);
    delayTimer.current = setTimeout(() => void run(value), SUGGESTION_DELAY_MS);
  };

  const select = (choice: Suggestion) => {
    cancel();
    setText(choice.label);
    setChosen(choice);
    setList([]);
    setPhase('idle');
    setOpen(false);
    setActive(-1);
    onSelect?.(choice);
    inputRef.current?.dispatchEvent(new CustomEvent(SUGGESTION_EVENT, { bubbles: true, detail: choice }));
    if (navigatesOnSelect(autoNavigate, window.location.pathname)) {
      window.location.assign(suggestionUrl(choice, urlPreserved(window.location.href), urlToFilters(window.location.href)));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const shown = phase === 'ready' && list.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, list.length));
    } else if (event.key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      // Under 2 characters, or once a suggestion is chosen, the surrounding form submits as it would without JavaScript.
      if (!isSearchable(text) || text === chosen?.label) return;
      event.preventDefault();
      if (phase === 'ready' && answered === text.trim()) {
        const choice = (open ? list[active] : undefined) ?? list[0];
        if (choice) select(choice);
        return;
      }
      // Nothing loaded for this text yet: fetch now, then take the first (spec §4).
      void run(text).then((found) => {
        const first = found?.[0];
        if (first) select(first);
      });
    }
  };

  // Text typed while the island was still loading is in the DOM but not in state: search it.
  useEffect(() => {
    void loadedLive(runtime).catch(() => undefined); // fetched on hydration, as when it was a static import
    const typed = inputRef.current?.value ?? '';
    if (typed !== '') change(typed);
    return () => {
      cancel();
      clearTimeout(closeTimer.current);
    };
    // Mount only: `change` is recreated every render and needs no re-subscription.
  }, []);

  const expanded = open && phase === 'ready' && list.length > 0;
  const status = !open ? '' : phase === 'loading' ? SEARCHING_TEXT : phase === 'ready' && list.length === 0 ? noResultsText(answered) : '';
  const groups = groupSuggestions(list);
  // While the input shows the chosen label, the form submits the place in its own facet
  // (bairro=pinheiros), not the typed text as a city; typing on makes it free text again.
  const field = chosen && text === chosen.label ? suggestionField(chosen) : undefined;

  return (
    <div className="relative w-full">
      <input
        ref={inputRef}
        id={inputId}
        name={field ? undefined : name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        className={`w-full ${inputClassName}`}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          if (phase === 'ready' && answered === text.trim() && isSearchable(text)) setOpen(true);
        }}
        onBlur={() => {
          // Delayed, so a click on an option lands before the dropdown goes away.
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
      />
      {field ? <input type="hidden" name={field.name} value={field.value} /> : null}
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-[1000] mt-2 max-h-80 overflow-y-auto rounded-xl border border-black/10 bg-white py-2 text-left text-gray-900 shadow-xl"
      >
        <p role="status" className={status ? 'px-4 py-2 text-sm text-gray-600' : 'sr-only'}>
          {status}
        </p>
        <div id={listboxId} role="listbox" aria-label="Sugestões de busca" hidden={!expanded}>
          {groups.map((group) => (
            <div key={group.facet} role="group" aria-labelledby={`${listboxId}-${group.facet}`}>
              <div
                id={`${listboxId}-${group.facet}`}
                role="presentation"
                className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
              >
                {group.heading}
              </div>
              {group.options.map(({ suggestion, index }) => (
                <div
                  key={`${suggestion.facet}:${suggestion.value}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2 ${index === active ? 'bg-primary/10' : 'hover:bg-black/5'}`}
                  // Keeps the focus (and so the open dropdown) in the input on desktop clicks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => select(suggestion)}
                  onMouseMove={() => setActive(index)}
                >
                  <span>{suggestion.label}</span>
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                    {suggestion.count}
                    <span className="sr-only"> {suggestion.count === 1 ? 'imóvel' : 'imóveis'}</span>
                  </span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
