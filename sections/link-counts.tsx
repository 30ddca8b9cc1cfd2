/**
 * Tiles of /buscar links with the number of homes behind each, shared by the
 * categories and neighbourhoods sections. Counts come from the build.
 */
import type { ReactElement } from 'react';
import { formatCount } from '../domain/rules/format.ts';
import type { LinkCount } from '../contract/page-model.ts';
import { safeHref } from '../contract/escape.ts';

export const homesCount = (count: number) => formatCount(count, 'imóvel', 'imóveis');

export function LinkCountGrid({ items, tileClass, columns }: { items: readonly LinkCount[]; tileClass: string; columns: string }): ReactElement {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map((item) => (
        <li key={item.url}>
          <a href={safeHref(item.url)} className={`group flex h-full flex-col justify-between gap-3 p-5 transition ${tileClass}`}>
            <span className="flex flex-col">
              <span className="font-heading text-lg font-semibold leading-snug group-hover:underline">{item.label}</span>
              {item.detail ? <span className="text-sm opacity-80">{item.detail}</span> : null}
            </span>
            <span className="text-sm font-medium">{homesCount(item.count)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
