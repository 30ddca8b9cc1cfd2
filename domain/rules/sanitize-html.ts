/**
 * Sanitiser for the rich-text section's HTML (tenant-authored, untrusted).
 * Allow-list, not block-list, on a real HTML parser: the `sanitize-html`
 * package (htmlparser2, no DOM: it runs in the build) reads the input as a
 * browser would — every named character reference (`&oacute;` is 'ó'),
 * implied end tags (`<li>a<li>b` are siblings) — and writes a new document
 * from the tags and attributes below only, every text run and attribute
 * value escaped again. Script-like elements are dropped with their content;
 * other unknown tags are dropped and their text kept. Links keep only
 * http(s), mailto, tel and relative URLs (checked after decoding entities and
 * stripping the control characters browsers ignore). No class, style, id or
 * on* attribute survives.
 */
import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';
import { pageHref } from './page-href.ts';

// Loaded at the first rich text, not with the module: the build's main thread and a worker that
// renders no rich-text section never need it (~45 ms and ~150 files with postcss at start).
const require = createRequire(import.meta.url);
let sanitizer: typeof sanitize | undefined;
const loadSanitizer = (): typeof sanitize => (sanitizer ??= require('sanitize-html') as typeof sanitize);

/** Allowed tag → allowed attributes. h1 is written as h2: the page has its own h1. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], small: [], mark: [], sub: [], sup: [], span: [], div: [],
  blockquote: [], code: [], pre: [], ul: [], ol: ['start'], li: [],
  figure: [], figcaption: [], table: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height', 'title'],
};
const RENAMED: Readonly<Record<string, string>> = { h1: 'h2' };
const VOID = new Set(['br', 'hr', 'img']);
/** Dropped with everything inside: their content is code, not text. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'plaintext', 'head']);
const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', tab: '\t', newline: '\n', colon: ':', sol: '/', lpar: '(', rpar: ')',
};

/**
 * Decodes character references as an attribute value would be read (numeric, and the named ones that matter for URLs).
 * Only for the URL check, which must hold for an encoded value too (the parser hands over decoded ones).
 */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * A URL that can only navigate or load: relative ('/x', '#a', 'x.html', '//host')
 * or one of the safe schemes. Browsers ignore tabs, newlines and leading
 * control characters/spaces in a scheme, so they are removed before looking.
 */
export function isSafeUrl(raw: string): boolean {
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^:/?#]*):/.exec(url);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** img src: http(s) or relative only (no data:, no mailto). */
function isSafeImageUrl(raw: string): boolean {
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^:/?#]*):/.exec(url);
  return !scheme || ['http', 'https'].includes(scheme[1]!.toLowerCase());
}

/** An attribute kept only when its value passes. */
function keepAttribute(tag: string, name: string, value: string): boolean {
  if (name === 'href') return isSafeUrl(value);
  if (name === 'src') return isSafeImageUrl(value);
  if (NUMERIC_ATTRIBUTES.has(name)) return /^\d{1,5}$/.test(value);
  if (name === 'target') return tag === 'a' && value === '_blank';
  if (name === 'scope') return ['row', 'col', 'rowgroup', 'colgroup'].includes(value);
  return true;
}

/** The allowed attributes (already decoded by the parser), checked, in the input's order; rel on a new-tab link, lazy images. */
function cleanTag(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const name = RENAMED[tagName] ?? tagName;
  const allowed = ALLOWED[name] ?? [];
  const attributes: Record<string, string> = {};
  for (const [attribute, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (!allowed.includes(attribute) || !keepAttribute(name, attribute, value)) continue;
    attributes[attribute] = attribute === 'href' ? pageHref(value) : value;
  }
  if (name === 'a' && 'target' in attributes) attributes.rel = 'noopener noreferrer';
  if (name === 'img') Object.assign(attributes, { loading: 'lazy', decoding: 'async' });
  return { tagName: name, attribs: attributes };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...Object.keys(ALLOWED), ...Object.keys(RENAMED)],
  // Checked per value in cleanTag; these are the names the parser lets through to it.
  allowedAttributes: { ...ALLOWED, a: [...ALLOWED.a!, 'rel'], img: [...ALLOWED.img!, 'loading', 'decoding'] },
  allowedSchemes: [...SAFE_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_WITH_CONTENT],
  selfClosing: [...VOID],
  transformTags: Object.fromEntries([...Object.keys(ALLOWED), ...Object.keys(RENAMED)].map((tag) => [tag, cleanTag])),
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/**
 * A tag still open at the very end ('<a title="sem fim') is closed rather than lost, as the
 * earlier sanitiser did (a browser would drop it); the parser and allow-list then judge it as any other.
 */
function closeTrailingTag(html: string): string {
  const lt = html.lastIndexOf('<');
  if (lt === -1 || html.includes('>', lt) || !/^<\/?[a-zA-Z]/.test(html.slice(lt))) return html;
  let quote: string | undefined;
  for (let i = lt; i < html.length; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if ((c === '"' || c === "'") && /=\s*$/.test(html.slice(lt, i))) quote = c;
  }
  return `${html}${quote ?? ''}>`;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // Void elements as HTML writes them ('<br>', not '<br />'); ' />' can only end a tag: text and values are escaped.
  return loadSanitizer()(closeTrailingTag(html), OPTIONS).replaceAll(' />', '>');
}
