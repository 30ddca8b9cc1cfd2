/**
 * Where the servers may send a visitor: a path of the same site, nothing
 * else. A Location header or a "Voltar" link built from the request (its
 * path, its Referer) is checked here after normalising it the way a browser
 * will read it — decoded, control characters and whitespace removed (browsers
 * drop tabs and newlines from URLs) — and refused when it could name another
 * host: `//host`, `/\host` or any backslash (browsers read `\` as `/`), a
 * scheme. What passes is written percent-encoded, so no raw control
 * character, space or backslash ever reaches the header or the href.
 */

const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/g;

/** Whether `target` (a path as it will be sent) can only stay on this site. */
export function isSameSitePath(target: string): boolean {
  let decoded = target;
  // Decoded until stable (a few rounds at most): %2509 is %09 after one round, a tab after two.
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const form of [target, decoded]) {
    const compact = form.replace(CONTROL_OR_SPACE, '');
    if (!compact.startsWith('/') || compact.startsWith('//') || compact.includes('\\')) return false;
    if (/^[a-z][a-z0-9+.-]*:/i.test(compact)) return false;
  }
  return true;
}

/** `target` percent-encoded for a header or an href: every byte outside printable ASCII, and `"<>\`` and space. */
function encoded(target: string): string {
  return target.replace(/[^\x21-\x7e]|["<>\\`]/gu, (c) => encodeURIComponent(c));
}

/** A same-site path for a Location header or link, or `fallback` ('/': the site's home) when it could leave. */
export function sameSiteLocation(target: string, fallback = '/'): string {
  return isSameSitePath(target) ? encoded(target) : fallback;
}
