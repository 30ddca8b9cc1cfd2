/** The script every page with islands (and the error page) carries: kept tiny, no React, no framework. */
import { startIslands } from './islands-runtime.ts';

startIslands();

// A listing URL that reached the error page may be an old link to a home that still exists.
if (document.documentElement.dataset.pageKind === 'error' && location.pathname.startsWith('/imovel/')) {
  void import('./listing-redirect.ts').then((m) => m.redirectToCanonicalListing());
}
