/**
 * Which window may drive the builder preview (spec §6): messages are accepted
 * only from allowed origins. An allowed origin is an exact origin
 * (`https://app.example.com`) or a pattern with a `*` port (any port, or none)
 * and/or a `*.` host prefix (any subdomain). Pure: the listener and the CLI's
 * `--allow-origin` check both use it.
 */

/** Local development: the builder running on this machine. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://*.localhost:*',
  'https://localhost:*',
  'https://*.localhost:*',
];

interface OriginPattern {
  scheme: string;
  host: string;
  anySubdomain: boolean;
  /** undefined: the scheme's default port only; '*': any. */
  port: string | undefined;
}

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}|\*))?$/;

export function parseOriginPattern(value: string): OriginPattern | undefined {
  const match = PATTERN.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const port = match[7];
  if (port !== undefined && port !== '*' && Number(port) > 65535) return undefined;
  return { scheme: match[1]!, anySubdomain: match[2] !== undefined, host: match[3]!, port };
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

export function isAllowedOrigin(origin: unknown, allowed: readonly string[]): boolean {
  if (typeof origin !== 'string' || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An origin is scheme://host[:port] and nothing else.
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const scheme = url.protocol.slice(0, -1);
  const port = url.port || DEFAULT_PORTS[scheme]!;
  return allowed.some((value) => {
    const pattern = parseOriginPattern(value);
    if (!pattern || pattern.scheme !== scheme) return false;
    const hostMatches = pattern.anySubdomain ? url.hostname.endsWith(`.${pattern.host}`) : url.hostname === pattern.host;
    const portMatches = pattern.port === '*' || (pattern.port ?? DEFAULT_PORTS[scheme]) === port;
    return hostMatches && portMatches;
  });
}
