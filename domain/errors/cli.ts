/** Catalogue entries of bad usage: flags the CLI refuses (exit 2, DESIGN §2). */
import { entry } from './entry.ts';

const usage = (name: string, title: string, message: string) => entry({ name, code: 'bad-usage', title, message });

export const DataAndApi = usage('DataAndApi', 'Two sources named', '--data and --api cannot be used together');
export const NoSiteGiven = usage('NoSiteGiven', 'No tenant named', 'pass --site <site_url> (repeatable) or --all');
export const NotPositiveInt = usage('NotPositiveInt', 'A count below 1', 'must be a whole number of at least 1');
export const NotPort = usage('NotPort', 'Not a port', 'must be a port number (0–65535)');
export const NotPercentage = usage('NotPercentage', 'Not a percentage', 'must be a percentage from 0 to 100');
export const NotSeed = usage('NotSeed', 'Not a 32-bit seed', 'must be a whole number from 0 to 4294967295');
export const NotIsoDate = usage('NotIsoDate', 'Not a date', 'must be an ISO date, e.g. 2026-11-22T12:00:00Z');
export const NotOriginPattern = usage(
  'NotOriginPattern',
  'Not an origin pattern',
  'must be an origin such as https://app.example.com (a *. host prefix and a :* port are allowed)',
);
export const StorageUrlBadPath = usage(
  'StorageUrlBadPath',
  'A storage path with a query, space or dot segment',
  'must be an absolute http(s) URL or a path starting with "/", without query, spaces or dot segments',
);
export const StorageUrlSiteRoot = usage('StorageUrlSiteRoot', 'The site root as storage', 'must name a folder such as /storage: the site root itself is the default');
export const StorageUrlNotUrl = usage('StorageUrlNotUrl', 'Neither a URL nor a path', 'must be an absolute http(s) URL or a path starting with "/"');
export const StorageUrlBadUrl = usage(
  'StorageUrlBadUrl',
  'A storage URL with a query, fragment or credentials',
  'must be an absolute http(s) URL (no query, fragment or credentials) or a path starting with "/"',
);
export const BucketRollbackNeedsTo = usage('BucketRollbackNeedsTo', 'Bucket rollback without a build', '--bucket needs --to <buildId>');
export const NotDuration = usage('NotDuration', 'Not a duration', 'must be a duration such as 0, 90s, 30m, 24h or 7d');
export const DurationWithoutUnit = usage('DurationWithoutUnit', 'A duration without its unit', 'needs a unit (s, m, h or d), e.g. 24h');
export const NotBucketUrl = usage('NotBucketUrl', 'Not an s3:// URL', 'must be an s3://bucket/prefix URL (lowercase bucket name)');
export const BaseNeedsSite = usage(
  'BaseNeedsSite',
  '--base for several sites without {site}',
  "--base names one site's live release but several sites are built: put {site} where the site_url goes, e.g. s3://bucket/sites/{site}",
);
export const NotBaseLocation = usage(
  'NotBaseLocation',
  'Not a folder, http(s) URL or s3:// URL',
  'must be a folder, an http(s) URL without credentials, or an s3://bucket/prefix URL; {site} stands for the site_url',
);
export const BaseUrlWithCredentials = usage(
  'BaseUrlWithCredentials',
  'A --base URL with credentials',
  "--base: the URL carries credentials, which would end up in logs; give the live site's public URL (a private bucket: s3:// with the AWS_* variables)",
);

// ── the operator's config file (cli/operator-config.ts): bad usage, exit 2 ────────
export const ConfigInvalid = entry({
  name: 'ConfigInvalid',
  code: 'bad-usage',
  title: 'The config file fails its schema',
  message: (file: string, details: string) => `config ${file}: ${details}`,
});
export const ConfigNotFound = entry({ name: 'ConfigNotFound', code: 'bad-usage', title: 'No such config file', message: (file: string) => `config ${file} does not exist` });
export const ConfigSecret = entry({
  name: 'ConfigSecret',
  code: 'bad-usage',
  title: 'A secret in the config file',
  message: (file: string, key: string, env: string) => `config ${file}: "${key}" looks like a secret; secrets come only from the environment (${env}, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY), never from a file that gets committed`,
});
export const NotApiUrl = usage('NotApiUrl', 'Not an API URL', 'must be an absolute http(s) URL without query or fragment, e.g. https://api.example.com');
export const ApiUrlWithCredentials = usage('ApiUrlWithCredentials', 'An --api URL with credentials', '--api: the URL carries credentials, which would end up in logs; put the token in VITRINE_API_TOKEN');
export const NotShard = usage('NotShard', 'Not a shard', 'must be <i>/<n> with 1 ≤ i ≤ n, e.g. 2/4');
export const EnvInvalid = entry({
  name: 'EnvInvalid',
  code: 'bad-usage',
  title: 'An environment variable with a value its flag refuses',
  message: (name: string, flags: string, reason: string) => `${name} (for ${flags}): ${reason}`,
});
