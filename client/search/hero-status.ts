/**
 * The hero's search form on the search page (sections/hero-search.tsx) starts on the status the
 * server rendered the page for. The search island keeps it on the search's own status: on a URL
 * the build did not prerender (the /buscar page reads its filters from the URL) and after a
 * filter chosen on the page, it would say "Comprar" beside results for rent. A status the visitor
 * picked in the form is left alone.
 */
import { searchPathSegments, type ListingStatus } from '../../domain/lookups/labels.ts';

const HERO_STATUS = 'form[role="search"] select[name="status"]';

/** Sets each hero status select that still shows what the page or this function put there; returns the value set. */
export function followHeroStatus(doc: Document, status: ListingStatus | undefined, lastSet: string | undefined): string {
  const value = searchPathSegments[status ?? 'sale'];
  for (const select of doc.querySelectorAll<HTMLSelectElement>(HERO_STATUS)) {
    const rendered = [...select.options].find((option) => option.defaultSelected)?.value;
    if (select.value === rendered || select.value === lastSet) select.value = value;
  }
  return value;
}
