/**
 * The files a published page reads, answered live from the source so the
 * preview's search and payloads show what the data folder or API has now:
 * `builds/latest.json` (naming the search index), `search/<hash>.json` (the
 * static index of the build's format) and `<path>/_payload.json`.
 */
import { createHash } from 'node:crypto';
import { latestJson } from '../../builds/manifest.ts';
import { buildStaticIndex } from '../../search/static-index/index-file.ts';
import type { PreviewTenantData } from './preview-pages.ts';

export interface DataAnswer {
  status: number;
  body: string;
  /** Set when the answer is a redirect. */
  location?: string;
}

const PAYLOAD = '/_payload.json';

/** The search index of a tenant's data as one part, by build id (a few kept: the index is asked for right after latest.json). */
const indexes = new Map<string, { path: string; json: string }>();
const INDEXES_KEPT = 16;

function searchIndex(tenant: PreviewTenantData): { path: string; json: string } {
  let index = indexes.get(tenant.buildId);
  if (!index) {
    const json = JSON.stringify(buildStaticIndex(tenant.docs));
    index = { path: `/search/${createHash('sha1').update(json).digest('base64url').slice(0, 16)}.json`, json };
    if (indexes.size >= INDEXES_KEPT) indexes.clear();
    indexes.set(tenant.buildId, index);
  }
  return index;
}

export function isDataRequest(urlPath: string): boolean {
  return urlPath === '/builds/latest.json' || urlPath.startsWith('/builds/') || urlPath.startsWith('/search/') || urlPath.endsWith(PAYLOAD);
}

export function dataAnswer(tenant: PreviewTenantData, urlPath: string, now: () => Date): DataAnswer {
  if (urlPath === '/builds/latest.json') {
    // No `redirects` count: the preview answers the site's route rules itself.
    return { status: 200, body: latestJson(tenant.buildId, now().getTime(), { search: [searchIndex(tenant).path] }) };
  }
  if (urlPath.startsWith('/search/')) {
    // Whatever hash was asked for, the index of the data as it is now answers.
    return { status: 200, body: searchIndex(tenant).json };
  }
  if (urlPath.endsWith(PAYLOAD)) {
    const pagePath = urlPath.slice(0, -PAYLOAD.length) || '/';
    const page = tenant.plan.pageAt(pagePath);
    if ('redirect' in page || page.data.kind === 'error') return { status: 404, body: '{"error":"not found"}' };
    const { data } = page;
    return { status: 200, body: JSON.stringify({ buildId: tenant.buildId, path: data.path, kind: data.kind, data }) };
  }
  return { status: 404, body: '{"error":"not found"}' };
}
