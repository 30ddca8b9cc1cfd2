/** Catalogue entries of the sources (data folder, HTTP back end, sample writer) and of file paths and releases. */
import { entry } from './entry.ts';

// ── data folder ──────────────────────────────────────────────────────────────
export const SiteUrlRefused = entry({
  name: 'SiteUrlRefused',
  code: 'unsafe-path',
  title: 'A site_url that is not a plain folder name',
  message: (siteUrl: string) => `refused site_url ${JSON.stringify(siteUrl)}: not a plain folder name`,
});
export const DataFolderAborted = entry({ name: 'DataFolderAborted', code: 'source-aborted', title: 'Reading the data folder was aborted', message: 'reading the data folder was aborted' });
export const MalformedJsonFile = entry({
  name: 'MalformedJsonFile',
  code: 'source-malformed',
  title: 'A data file is not JSON',
  message: (file: string, reason: string) => `malformed JSON in ${file}: ${reason}`,
});
export const MalformedJsonLine = entry({
  name: 'MalformedJsonLine',
  code: 'source-malformed',
  title: 'A homes.ndjson line is not JSON',
  message: (file: string, line: number, reason: string) => `malformed JSON in ${file} line ${line}: ${reason}`,
});
export const HomesFileChanged = entry({
  name: 'HomesFileChanged',
  code: 'source-malformed',
  title: 'homes.ndjson changed while a build read it',
  message: (file: string, line: number) => `${file} changed while the build read it (line ${line} is not what was read first); build again once it is written`,
});
export const PathOutsideDataFolder = entry({
  name: 'PathOutsideDataFolder',
  code: 'unsafe-path',
  title: 'A data file resolves outside the data folder',
  message: (file: string, root: string) => `refused path ${file}: outside ${root}`,
});
export const SiteNotInDataFolder = entry({
  name: 'SiteNotInDataFolder',
  code: 'source-not-found',
  title: 'No such tenant in the data folder',
  message: (siteUrl: string, root: string, configFile: string) => `site ${siteUrl} not found in data folder ${root} (no ${configFile})`,
});
export const HomesNotArray = entry({
  name: 'HomesNotArray',
  code: 'source-malformed',
  title: 'homes.json is not an array',
  message: (file: string) => `${file} must hold a JSON array of homes`,
});
export const DataFolderMissing = entry({ name: 'DataFolderMissing', code: 'source-not-found', title: 'No data folder', message: (root: string) => `data folder ${root} does not exist` });

// ── HTTP back end ────────────────────────────────────────────────────────────
export const HomeSlugRefused = entry({
  name: 'HomeSlugRefused',
  code: 'unsafe-path',
  title: 'A home slug that would leave /api/homes',
  message: (slug: string) => `refused home slug ${JSON.stringify(slug)}`,
});
export const ApiSiteNotFound = entry({ name: 'ApiSiteNotFound', code: 'source-not-found', title: 'The API has no such tenant', message: (url: string) => `GET ${url} answered 404: no such site` });
export const ApiStatus = entry({ name: 'ApiStatus', code: 'source-http', title: 'The API answered an error status', message: (url: string, reason: string) => `GET ${url} answered ${reason}` });
export const ApiAborted = entry({ name: 'ApiAborted', code: 'source-aborted', title: 'An API request was aborted', message: (url: string) => `GET ${url} was aborted` });
export const ApiTimeout = entry({
  name: 'ApiTimeout',
  code: 'source-timeout',
  title: 'An API request timed out',
  message: (url: string, timeoutMs: number) => `GET ${url} did not answer within ${timeoutMs} ms`,
});
export const ApiFailed = entry({ name: 'ApiFailed', code: 'source-http', title: 'An API request failed (network)', message: (url: string, reason: string) => `GET ${url} failed: ${reason}` });
export const ApiMalformedJson = entry({
  name: 'ApiMalformedJson',
  code: 'source-malformed',
  title: 'The API answered something that is not JSON',
  message: (url: string, reason: string) => `malformed JSON from ${url}: ${reason}`,
});
export const ApiUnexpectedAnswer = entry({
  name: 'ApiUnexpectedAnswer',
  code: 'source-malformed',
  title: 'The API answered JSON of another shape',
  message: (url: string, expected: string) => `unexpected answer from ${url}: expected ${expected}`,
});
export const ApiEndlessPages = entry({
  name: 'ApiEndlessPages',
  code: 'source-malformed',
  title: 'The homes of a tenant never end',
  message: (siteUrl: string, pages: number) => `homes of ${siteUrl} did not end after ${pages} pages (--max-pages); stopped`,
});
export const RequestAborted = entry({ name: 'RequestAborted', code: 'source-aborted', title: 'A retried request was aborted', message: 'the request was aborted' });

// ── sample writer ────────────────────────────────────────────────────────────
export const SampleOutsideRoot = entry({
  name: 'SampleOutsideRoot',
  code: 'unsafe-path',
  title: 'A sample file would land outside --out',
  message: (target: string, root: string) => `refused to write ${target}: outside ${root}`,
});
export const SampleMediaName = entry({
  name: 'SampleMediaName',
  code: 'unsafe-path',
  title: 'A sample media file name that is not plain',
  message: (name: string) => `refused media file name ${JSON.stringify(name)}`,
});

// ── release paths ────────────────────────────────────────────────────────────
export const PathNotRooted = entry({ name: 'PathNotRooted', code: 'unsafe-path', title: 'A page path without a leading /', message: (path: string) => `path "${path}" must start with "/"` });
export const PathMalformedEscape = entry({
  name: 'PathMalformedEscape',
  code: 'unsafe-path',
  title: 'A page path with a bad %-escape',
  message: (path: string) => `path "${path}" has a malformed escape`,
});
export const PathForbiddenSegment = entry({
  name: 'PathForbiddenSegment',
  code: 'unsafe-path',
  title: 'A page path with a segment that is not a plain name',
  message: (path: string, segment: string) => `path "${path}" has a forbidden segment "${segment}"`,
});
export const PathLeavesRelease = entry({
  name: 'PathLeavesRelease',
  code: 'unsafe-path',
  title: 'A page path that resolves outside the release',
  message: (path: string) => `path "${path}" leaves the release folder`,
});
export const ApiBodyTooLarge = entry({
  name: 'ApiBodyTooLarge',
  code: 'source-too-large',
  title: 'An API answer larger than --max-body-mb',
  message: (url: string, size: string, capMb: number) => `GET ${url} answered ${size}, more than the ${capMb} MB cap (--max-body-mb)`,
});
export const ApiEmptyButTotal = entry({
  name: 'ApiEmptyButTotal',
  code: 'source-malformed',
  title: 'The API announced homes and sent none',
  message: (url: string, total: number) => `${url} announced ${total} homes and sent none`,
});
export const ApiRepeatedPage = entry({
  name: 'ApiRepeatedPage',
  code: 'source-malformed',
  title: 'The API sent the same page twice (ignores "page")',
  message: (url: string, previous: number) => `${url} sent the same homes as page ${previous}: the back end ignores "page"; stopped`,
});
