/**
 * The shared case table (search/cases.ts) against the fake Meilisearch server
 * loaded with `caseDocuments`: the Meilisearch engine must give the same hits
 * in the same order as the static index.
 */
import { afterAll, beforeAll } from 'vitest';
import { startFakeMeilisearch, type FakeMeilisearch } from '../../tests/support/fake-meilisearch.ts';
import { describeCaseTable } from '../../tests/support/meilisearch-case-table.ts';
import { caseDocuments } from '../cases.ts';
import { createMeilisearchEngine, type MeilisearchEngine } from './engine.ts';

let fake: FakeMeilisearch;
let engine: MeilisearchEngine;

beforeAll(async () => {
  fake = await startFakeMeilisearch({ apiKey: 'case-token', indexes: { homes: structuredClone(caseDocuments) } });
  engine = createMeilisearchEngine({ host: fake.url, token: 'case-token', production: true });
});
afterAll(() => fake.close());

describeCaseTable(() => engine);
