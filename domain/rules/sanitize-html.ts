/**
 * Sanitiser for the rich-text section's HTML (tenant-authored, untrusted).
 * Allow-list, not block-list: the input is tokenised and a NEW document is
 * written from the tags and attributes below only; every text run and
 * attribute value is re-escaped, so nothing the input spells can reach the
 * page as markup. Script-like elements are dropped with their content; other
 * unknown tags are dropped and their text kept. Links keep only http(s),
 * mailto, tel and relative URLs (checked after decoding entities and
 * stripping the control characters browsers ignore). No class, style, id or
 * on* attribute survives. Pure, no DOM: it runs in the build.
 *
 * No package (sanitize-html, DOMPurify) is used: DOMPurify needs a DOM in the
 * build, and the allowed subset here is small enough to own and test.
 */
import { pageHref } from './page-href.ts';

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

/** Decodes character references as an attribute value would be read (numeric, and the named ones that matter for URLs). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Text between tags: entities are decoded, then everything is escaped again. */
function cleanText(raw: string): string {
  return escapeText(decodeEntities(raw));
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

interface Tag {
  name: string;
  closing: boolean;
  attributes: [string, string][];
  end: number;
}

/** Reads a tag at `start` ('<'); undefined when it is not one (the '<' is then text). */
function readTag(html: string, start: number): Tag | undefined {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) return undefined;
  const tag: Tag = { name: head[2]!.toLowerCase(), closing: head[1] === '/', attributes: [], end: html.length };
  let i = start + head[0].length;
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') {
      tag.end = i + 1;
      return tag;
    }
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    const nameMatch = /^[^\s/>=]+/.exec(html.slice(i)) ?? /^=[^\s/>=]*/.exec(html.slice(i));
    const name = nameMatch![0];
    i += name.length;
    while (/\s/.test(html[i] ?? '')) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (/\s/.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(i))![0];
        value = unquoted;
        i += unquoted.length;
      }
    }
    tag.attributes.push([name.toLowerCase(), value]);
  }
  return tag; // unterminated: runs to the end, so nothing after it is read as markup
}

/** The allowed attributes of an allowed tag, re-escaped; a link opening a new tab gets rel=noopener. */
function cleanAttributes(tag: string, attributes: readonly [string, string][]): string {
  const allowed = ALLOWED[tag] ?? [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const [name, rawValue] of attributes) {
    if (!allowed.includes(name) || seen.has(name)) continue;
    const value = decodeEntities(rawValue).trim();
    if (name === 'href' && !isSafeUrl(value)) continue;
    if (name === 'src' && !isSafeImageUrl(value)) continue;
    if (NUMERIC_ATTRIBUTES.has(name) && !/^\d{1,5}$/.test(value)) continue;
    if (name === 'target' && value !== '_blank') continue;
    if (name === 'scope' && !['row', 'col', 'rowgroup', 'colgroup'].includes(value)) continue;
    seen.add(name);
    out.push(` ${name}="${escapeAttribute(name === 'href' ? pageHref(value) : value)}"`);
  }
  if (tag === 'a' && seen.has('target')) out.push(' rel="noopener noreferrer"');
  if (tag === 'img') out.push(' loading="lazy" decoding="async"');
  return out.join('');
}

/** Skips a dropped element's content up to its own closing tag (or the end). */
function skipContent(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}(?=[\\s/>]|$)`, 'ig');
  close.lastIndex = from;
  const match = close.exec(html);
  if (!match) return html.length;
  const end = html.indexOf('>', match.index);
  return end === -1 ? html.length : end + 1;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  let text = 0;
  const flushText = (until: number) => {
    if (until > text) out.push(cleanText(html.slice(text, until)));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    flushText(lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const bang = html.indexOf('--!>', lt + 4);
      const stops = [end === -1 ? Infinity : end + 3, bang === -1 ? Infinity : bang + 4];
      i = text = Math.min(html.length, ...stops);
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = text = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out.push('&lt;');
      i = text = lt + 1;
      continue;
    }
    i = text = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) i = text = skipContent(html, tag.end, tag.name);
      continue;
    }
    const name = RENAMED[tag.name] ?? tag.name;
    if (!Object.hasOwn(ALLOWED, name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue; // stray closing tag
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${name}${cleanAttributes(name, tag.attributes)}>`);
    if (!VOID.has(name)) open.push(name);
  }
  flushText(html.length);
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
