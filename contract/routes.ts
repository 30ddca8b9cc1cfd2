/**
 * Route paths the build writes and pages, islands and the server link to.
 * Listing URLs are built by domain/rules/listing.ts and search URLs by
 * search/url-codec.ts; these are the fixed ones.
 */

/** The search page, and the prefix of every prerendered search combination. */
export { SEARCH_ROOT } from '../search/url-codec.ts';
/** The privacy policy page (spec §2.8), linked from every lead form and the footer. */
export const PRIVACY_PATH = '/politica-de-privacidade';
