/**
 * Result pages (spec §2.7 `pagina`): links to the page URLs, so they can be
 * opened in a new tab, that the island follows in place. Long lists show the
 * first, the last and the pages around the current one.
 */
import type { ReactElement } from 'react';

export type PageItem = number | 'gap';

/** [1, 'gap', 4, 5, 6, 'gap', 12]: every page when there are few. */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

const linkBase = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium';

export function Pagination(props: {
  current: number;
  count: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}): ReactElement | null {
  const { current, count, hrefFor, onPage } = props;
  if (count <= 1) return null;
  const link = (page: number, label: string, extra: { rel?: string; ariaLabel?: string } = {}) => (
    <a
      href={hrefFor(page)}
      {...(extra.rel ? { rel: extra.rel } : {})}
      {...(extra.ariaLabel ? { 'aria-label': extra.ariaLabel } : {})}
      {...(page === current ? { 'aria-current': 'page' as const } : {})}
      className={`${linkBase} ${page === current ? 'bg-primary text-on-primary' : 'text-text ring-1 ring-black/15 hover:bg-black/5'}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: let the browser open it
        event.preventDefault();
        onPage(page);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Paginação" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? <li>{link(current - 1, 'Anterior', { rel: 'prev' })}</li> : null}
        {pageItems(current, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-text">
              …
            </li>
          ) : (
            <li key={item}>{link(item, String(item), { ariaLabel: `Página ${item}` })}</li>
          ),
        )}
        {current < count ? <li>{link(current + 1, 'Próxima', { rel: 'next' })}</li> : null}
      </ul>
    </nav>
  );
}
