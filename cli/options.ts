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

/** A percentage, 0–100 (`--max-shrink`). */
export function percentage(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) throw new InvalidArgumentError('must be a percentage from 0 to 100');
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
