/** `vitrine build --api`: a tenant pulled from the provider's HTTP back end (a real local server). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { startApiServer, type ApiServer } from '../fixtures/api-server.ts';
import { tempDir } from '../support/fixture-build.ts';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(async () => {
  await api.close();
});

describe('build from the HTTP back end', () => {
  it('publishes every tenant the API lists, rejecting its invalid homes', async () => {
    const out = tempDir('api');
    const { sites } = await build({ all: true, api: api.baseUrl, out });
    const cosmic = sites.find((s) => s.site_url === 'cosmic.vitrine.local')!;
    expect(cosmic.status).toBe('published');
    expect(cosmic.rejected.map((r) => `${r.id} ${r.path}`)).toEqual(['105 area']);
    const meta = JSON.parse(readFileSync(path.join(out, 'sites', 'cosmic.vitrine.local', 'builds', 'latest.json'), 'utf8'));
    const prerendered: string[] = JSON.parse(readFileSync(path.join(out, 'sites', 'cosmic.vitrine.local', 'builds', 'meta', `${meta.id}.json`), 'utf8')).prerendered;
    expect(prerendered.filter((p) => p.startsWith('/imovel/'))).toHaveLength(4);
    for (const p of prerendered) expect(existsSync(path.join(out, 'sites', 'cosmic.vitrine.local', p, 'index.html'))).toBe(true);
  });
});
