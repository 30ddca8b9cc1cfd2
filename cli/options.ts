/** Option parsers shared by the commands; bad usage exits with code 2 (DESIGN §2). */
import { InvalidArgumentError } from 'commander';

export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1');
  return n;
}

export function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0–65535)');
  return n;
}

export function usageError(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

/** A storage base URL (spec §7.3): absolute http(s), or a path of the site itself ('/storage'); no trailing slash kept. */
export function storageUrl(value: string): string {
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed)) {
    if (/[\s?#\\]/.test(trimmed) || trimmed.split('/').some((segment) => segment === '.' || segment === '..')) {
      throw new InvalidArgumentError('must be an absolute http(s) URL or a path starting with "/", without query, spaces or dot segments');
    }
    const base = trimmed.replace(/\/+$/, '');
    if (base === '') throw new InvalidArgumentError('must name a folder such as /storage: the site root itself is the default');
    return base;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new InvalidArgumentError('must be an absolute http(s) URL or a path starting with "/"');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new InvalidArgumentError('must be an absolute http(s) URL (no query, fragment or credentials) or a path starting with "/"');
  }
  return url.href.replace(/\/+$/, '');
}

/** A duration: '0', '90s', '30m', '24h', '7d' → milliseconds. */
export function duration(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/.exec(value.trim());
  if (!match) throw new InvalidArgumentError('must be a duration such as 0, 90s, 30m, 24h or 7d');
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? (Number(match[1]) === 0 ? 'ms' : 'x')];
  if (unit === undefined) throw new InvalidArgumentError('needs a unit (s, m, h or d), e.g. 24h');
  return Math.round(Number(match[1]) * unit);
}

/** An s3://bucket/prefix URL, checked before any request. */
export function bucketUrl(value: string): string {
  if (!/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(value.trim())) {
    throw new InvalidArgumentError('must be an s3://bucket/prefix URL (lowercase bucket name)');
  }
  return value.trim();
}
