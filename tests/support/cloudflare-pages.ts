/**
 * What Cloudflare Pages makes of a release, for tests: its `_redirects` parser's rules and its
 * asset server's order, written from Cloudflare's documentation and the behaviour of its parser
 * (workers-shared `parseRedirects`) and asset server (pages-shared `asset-server/handler.ts`):
 *
 * - a line is 2 or 3 whitespace-separated tokens (anything else is ignored); `#` starts a comment;
 * - a rule is static while no dynamic rule (a `*` splat or a `:placeholder`) came before it; 2,000
 *   static rules are read, later ones ignored; after 100 dynamic rules the rest of the file is skipped;
 * - status 200, 301, 302, 303, 307 or 308; a splat rewritten to an `index`/`index.html` is ignored
 *   (it would loop through Pages' own HTML handling); a second rule for a `from` is ignored;
 * - a request: a static rule for the exact path, else the first dynamic one that matches, applied
 *   whether or not a file exists (200 rewrites the path, others redirect); then the file: `/x/` is
 *   `x/index.html`, `/x` redirects to `/x/` when that exists; then the nearest `404.html` up the path.
 *
 * No Cloudflare code runs here (none is published outside wrangler): the tests hold our files to
 * these documented rules.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface CloudflareRule {
  from: string;
  to: string;
  status: number;
  dynamic: boolean;
}

export interface ParsedRedirects {
  rules: CloudflareRule[];
  /** Why lines were ignored, as Cloudflare's deploy log says it. */
  ignored: string[];
}

const STATUSES = new Set([200, 301, 302, 303, 307, 308]);

export function parseCloudflareRedirects(text: string): ParsedRedirects {
  const rules: CloudflareRule[] = [];
  const ignored: string[] = [];
  const seen = new Set<string>();
  let statics = 0;
  let dynamics = 0;
  let staticAllowed = true;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim().replace(/(^|\s+)#.*$/, '');
    if (line === '') continue;
    const tokens = line.split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) {
      ignored.push(`line ${i + 1}: expected 2 or 3 tokens`);
      continue;
    }
    const [from, to, status = '302'] = tokens as [string, string, string?];
    const dynamic = !staticAllowed || from.includes('*') || /:[A-Za-z]\w*/.test(from);
    if (!dynamic) {
      if (++statics > 2_000) {
        ignored.push(`line ${i + 1}: more than 2,000 static rules`);
        continue;
      }
    } else {
      staticAllowed = false;
      if (++dynamics > 100) {
        ignored.push(`line ${i + 1}: more than 100 dynamic rules, skipping the remaining ${lines.length - i} lines`);
        break;
      }
    }
    const code = Number(status);
    if (!STATUSES.has(code)) ignored.push(`line ${i + 1}: status ${status}`);
    else if (/\/\*$/.test(from) && /\/index(\.html)?$/.test(to) && to.startsWith('/')) ignored.push(`line ${i + 1}: infinite loop`);
    else if (seen.has(from)) ignored.push(`line ${i + 1}: duplicate`);
    else {
      seen.add(from);
      rules.push({ from, to, status: code, dynamic });
    }
  }
  return { rules, ignored };
}

/** A rule's path pattern as a regular expression (Cloudflare's one rules engine reads `_redirects` and `_headers`): `*` anything, `:name` one segment. */
function pattern(from: string): RegExp {
  const source = from.split(/(\*|:[A-Za-z]\w*)/).map((part) => (part === '*' ? '(.*)' : part.startsWith(':') ? '([^/]+)' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`);
}

export interface CloudflareAnswer {
  status: number;
  /** A redirect's Location. */
  location?: string;
  /** The release-relative file served. */
  file?: string;
  body?: string;
}

const isFile = (root: string, rel: string) => existsSync(path.join(root, rel)) && statSync(path.join(root, rel)).isFile();

/** What Cloudflare Pages answers a GET of `pathname` with, from the release folder `root`. */
export function cloudflareAnswer(root: string, pathname: string, redirects = parseCloudflareRedirects(readFileSync(path.join(root, '_redirects'), 'utf8'))): CloudflareAnswer {
  const match = redirects.rules.find((rule) => !rule.dynamic && rule.from === pathname) ?? redirects.rules.find((rule) => rule.dynamic && pattern(rule.from).test(pathname));
  let target = pathname;
  if (match) {
    const values = [...(pattern(match.from).exec(pathname) ?? [])].slice(1);
    const names = match.from.match(/\*|:[A-Za-z]\w*/g) ?? [];
    let to = match.to;
    names.forEach((name, i) => (to = to.replace(name === '*' ? ':splat' : name, values[i] ?? '')));
    if (match.status !== 200) return { status: match.status, location: to };
    target = to;
  }
  const served = (rel: string, status = 200): CloudflareAnswer => ({ status, file: rel, body: readFileSync(path.join(root, rel), 'utf8') });
  const rel = decodeURIComponent(target).slice(1);
  if (target.endsWith('/') && isFile(root, `${rel}index.html`)) return served(`${rel}index.html`);
  if (!target.endsWith('/') && rel !== '' && isFile(root, rel)) return served(rel);
  if (!target.endsWith('/') && isFile(root, `${rel}/index.html`)) return { status: 308, location: `${target}/` };
  for (let dir = path.posix.dirname(`/${rel}x`); ; dir = path.posix.dirname(dir)) {
    const candidate = `${dir === '/' ? '' : dir.slice(1) + '/'}404.html`;
    if (isFile(root, candidate)) return served(candidate, 404);
    if (dir === '/') return { status: 404 };
  }
}

/**
 * The headers Cloudflare Pages' `_headers` gives a path: every rule whose pattern matches (`*`
 * any characters, `:name` one segment, the rest as written, trailing slash included), applied in
 * order; a header set by two rules is sent with both values, as `[name, values]`.
 */
export function cloudflareHeaders(text: string, pathname: string): Map<string, string[]> {
  const rules: Array<{ pattern: RegExp; headers: Array<[string, string]> }> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pattern(line.trim()), headers: [] });
      continue;
    }
    const at = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
  }
  const sent = new Map<string, string[]>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) sent.set(name, [...(sent.get(name) ?? []), value]);
  }
  return sent;
}
