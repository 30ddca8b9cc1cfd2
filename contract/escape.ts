/**
 * Context escaping for every value that comes from data (house rule: HTML,
 * attribute, URL and JSON-in-script each get their own escaping).
 */
import { pageHref } from '../domain/rules/page-href.ts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

/** Attribute values are always double-quoted by us, so the HTML escape covers them. */
export const escapeAttr = escapeHtml;

const scriptUnsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/;
const SCRIPT_UNSAFE_ALL = /[<>&\u2028\u2029]/g;

/**
 * JSON safe inside <script>: no `</script>`, no `<!--`, and the two line
 * separators that older parsers treat as newlines.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  // Most JSON has none of these: the test costs a scan, the replace a scan and a new string.
  return SCRIPT_UNSAFE.test(json) ? json.replace(SCRIPT_UNSAFE_ALL, (c) => scriptUnsafe[c] ?? c) : json;
}

const safeSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Hrefs from data: http(s), mailto, tel, site paths and anchors pass; anything
 * else (javascript:, data:, vbscript:, protocol-relative //evil or /\evil) becomes '#'.
 * A site page path gets the site's URL style ('/sobre' → '/sobre/', domain/rules/page-href.ts).
 */
export function safeHref(url: string | null | undefined): string {
  if (!url) return '#';
  const trimmed = url.trim();
  // Browsers ignore tabs/newlines inside schemes ("java\tscript:"), so strip them before judging.
  const compact = trimmed.replace(/[\u0000-\u001f\s]+/g, '');
  // '/\\host' and '\\host' are '//host' to a browser (a backslash reads as a slash in http(s) URLs).
  if (compact.startsWith('//') || compact.startsWith('\\') || compact.startsWith('/\\')) return '#';
  if (compact.startsWith('/')) return validUrl(pageHref(trimmed));
  if (compact.startsWith('#') || compact.startsWith('?')) return validUrl(trimmed);
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return validUrl(trimmed); // relative path such as "sobre"
  return safeSchemes.has(scheme) ? validUrl(trimmed) : '#';
}

/**
 * Percent-encodes what no URL may hold (spaces, quotes, angle brackets, a `%` that starts no
 * escape…): a link from data is then a valid URL (the Nu HTML checker), and the browser
 * resolves it as it did before, since it encodes these itself.
 */
function validUrl(href: string): string {
  return href.replace(/[\s"<>`{}|\\^]|%(?![0-9a-f]{2})/gi, (c) => encodeURIComponent(c));
}

/** True for links that leave the site (builder mode makes them unclickable). */
export function isExternalHref(url: string, siteUrl: string): boolean {
  const match = /^https?:\/\/([^/?#]+)/i.exec(url.trim());
  return match !== null && match[1]?.toLowerCase() !== siteUrl.toLowerCase();
}
