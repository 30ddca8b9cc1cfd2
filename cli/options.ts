/** Option parsers shared by the commands; bad usage exits with code 2 (DESIGN §2). */
import { existsSync, statSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';
import { parseShard, type Shard } from '../domain/rules/shard.ts';
import { ApiUrlWithCredentials, DataFolderMissing, messageOf, DurationWithoutUnit, NotApiUrl, NotBucketUrl, NotShard, NotDuration, NotPercentage, NotPort, NotPositiveInt, StorageUrlBadPath, StorageUrlBadUrl, StorageUrlNotUrl, StorageUrlSiteRoot, type ErrorData } from '../domain/errors.ts';

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

/** A duration: '0', '90s', '30m', '24h', '7d' → milliseconds. */
export function duration(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/.exec(value.trim());
  if (!match) throw new InvalidArgumentError(NotDuration.message);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? (Number(match[1]) === 0 ? 'ms' : 'x')];
  if (unit === undefined) throw new InvalidArgumentError(DurationWithoutUnit.message);
  return Math.round(Number(match[1]) * unit);
}

/** An s3://bucket/prefix URL, checked before any request. */
export function bucketUrl(value: string): string {
  if (!/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(value.trim())) {
    throw new InvalidArgumentError(NotBucketUrl.message);
  }
  return value.trim();
}

/** `--api`: an absolute http(s) URL without credentials (the token goes in VITRINE_API_TOKEN), checked before any request. */
export function apiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new InvalidArgumentError(NotApiUrl.message);
  }
  if (url.username || url.password) usageError(ApiUrlWithCredentials);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) throw new InvalidArgumentError(NotApiUrl.message);
  return url.href.replace(/\/+$/, '');
}

/** `--shard <i>/<n>`. */
export function shardOption(value: string): Shard {
  const shard = parseShard(value);
  if (!shard) throw new InvalidArgumentError(NotShard.message);
  return shard;
}

/** `--data <dir>`: a folder that exists (a missing one is bad usage, exit 2, before anything runs). */
export function dataFolder(value: string): string {
  if (!existsSync(value) || !statSync(value).isDirectory()) usageErrorText(messageOf(DataFolderMissing, value));
  return value;
}

/** Bad usage with a message that carries details: printed, exit 2. */
export function usageErrorText(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}
