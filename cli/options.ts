/** Option parsers shared by the commands; bad usage exits with code 2 (DESIGN §2). */
import { InvalidArgumentError } from 'commander';
import { NotPercentage, NotPort, NotPositiveInt, StorageUrlBadPath, StorageUrlBadUrl, StorageUrlNotUrl, StorageUrlSiteRoot, type ErrorData } from '../domain/errors.ts';

export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(NotPositiveInt.message);
  return n;
}

/** A percentage, 0–100 (`--max-shrink`). */
export function percentage(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) throw new InvalidArgumentError(NotPercentage.message);
  return n;
}

export function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError(NotPort.message);
  return n;
}

/** Reports a bad-usage entry of the catalogue and exits 2. */
export function usageError(entry: ErrorData & { code: 'bad-usage'; message: string }): never {
  process.stderr.write(`error: ${entry.message}\n`);
  process.exit(2);
}

/** A storage base URL (spec §7.3): absolute http(s), or a path of the site itself ('/storage'); no trailing slash kept. */
export function storageUrl(value: string): string {
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed)) {
    if (/[\s?#\\]/.test(trimmed) || trimmed.split('/').some((segment) => segment === '.' || segment === '..')) {
      throw new InvalidArgumentError(StorageUrlBadPath.message);
    }
    const base = trimmed.replace(/\/+$/, '');
    if (base === '') throw new InvalidArgumentError(StorageUrlSiteRoot.message);
    return base;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new InvalidArgumentError(StorageUrlNotUrl.message);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new InvalidArgumentError(StorageUrlBadUrl.message);
  }
  return url.href.replace(/\/+$/, '');
}
