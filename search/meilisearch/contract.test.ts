/**
 * The shared case table against a REAL Meilisearch (≥ 1.13), when MEILI_HOST
 * (and MEILI_MASTER_KEY, if the server has one) are set: a temporary index
 * with the settings a tenant's index needs, `caseDocuments` added, and a
 * search-only key for the engine, as a site holds (ms_token). The index and
 * the key are deleted at the end. Without MEILI_HOST the suite is skipped.
 *
 *   MEILI_HOST=http://127.0.0.1:7700 MEILI_MASTER_KEY=… npx vitest run search/meilisearch/contract.test.ts
 */
import { Meilisearch, type EnqueuedTaskPromise, type Key } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { describeCaseTable } from '../../tests/support/meilisearch-case-table.ts';
import { caseDocuments } from '../cases.ts';
import { createMeilisearchEngine, type MeilisearchEngine } from './engine.ts';

const host = process.env.MEILI_HOST;
const masterKey = process.env.MEILI_MASTER_KEY;
const title = host
  ? `contract with the Meilisearch server at ${host}`
  : 'contract with a real Meilisearch server — skipped: set MEILI_HOST (and MEILI_MASTER_KEY) to run it';

/** What a tenant's homes index must allow for the engine's filters, sorts and facets. */
const HOMES_INDEX_SETTINGS = {
  filterableAttributes: [
    'id', 'status', 'state', 'city', 'neighborhood', 'category', 'bedrooms', 'bathrooms', 'parking_spaces',
    'price', 'rental_price', 'total_cost', 'area', 'features', 'amenities', 'site_categories', '_geo',
  ],
  sortableAttributes: ['is_featured_on_site', 'created_at', 'id', 'price', 'rental_price', 'comparable_price', 'total_cost', 'area'],
};

const EMBEDDER = 'default';

/** A small made-up vector, so /similar has something to compare (a userProvided embedder). */
function vectorOf(doc: SearchDocument): number[] {
  const price = (doc.status === 'rent' ? doc.rental_price : doc.price) ?? 0;
  return [doc.status === 'rent' ? 1 : 0, Math.log10(1 + price) / 10, doc.area / 500];
}

async function settled(task: EnqueuedTaskPromise, what: string): Promise<void> {
  const done = await task.waitTask({ timeout: 60_000 });
  if (done.status !== 'succeeded') throw new Error(`${what} did not succeed: ${JSON.stringify(done.error)}`);
}

describe.skipIf(!host)(title, () => {
  const uid = `vitrine_contract_${process.pid}_${Date.now()}`;
  const admin = new Meilisearch({ host: host ?? 'http://127.0.0.1:7700', ...(masterKey ? { apiKey: masterKey } : {}) });
  let searchKey: Key | undefined;
  let engine: MeilisearchEngine;
  let embedderReady = false;

  beforeAll(async () => {
    await settled(admin.createIndex(uid, { primaryKey: 'id' }), `creating index ${uid}`);
    const index = admin.index(uid);
    await settled(index.updateSettings(HOMES_INDEX_SETTINGS), 'index settings');
    try {
      await settled(index.updateSettings({ embedders: { [EMBEDDER]: { source: 'userProvided', dimensions: 3 } } }), 'embedder');
      embedderReady = true;
    } catch {
      embedderReady = false; // a server without vector search: the similar-homes test is skipped
    }
    const documents = caseDocuments.map((doc) => (embedderReady ? { ...doc, _vectors: { [EMBEDDER]: vectorOf(doc) } } : doc));
    await settled(index.addDocuments(documents), 'adding caseDocuments');
    if (masterKey) searchKey = await admin.createKey({ actions: ['search'], indexes: [uid], expiresAt: null });
    engine = createMeilisearchEngine({ host: host ?? '', token: searchKey?.key ?? '', production: true, index: uid, embedder: EMBEDDER });
  }, 180_000);

  afterAll(async () => {
    if (searchKey) await admin.deleteKey(searchKey.uid);
    await settled(admin.deleteIndex(uid), `deleting index ${uid}`);
  }, 60_000);

  describeCaseTable(() => engine);

  it('finds similar homes with the named embedder', async (context) => {
    if (!embedderReady) context.skip();
    const hits = await engine.similar(1, 3);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(hits.map((hit) => hit.id)).not.toContain(1);
  });

  it('is refused with a wrong token, in words', async () => {
    if (!masterKey) return; // a server without a master key accepts anything
    const refused = createMeilisearchEngine({ host: host ?? '', token: 'not-a-key', production: true, index: uid });
    await expect(refused.search({ page: 1, perPage: 1 })).rejects.toThrow(/ms_token/);
  });
});
