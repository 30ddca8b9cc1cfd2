import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VitrineError } from '../domain/errors.ts';
import { createDataFolderSource } from './data-folder.ts';

let dir: string;

async function writeTenant(siteUrl: string, files: Record<string, string>): Promise<void> {
  await mkdir(path.join(dir, siteUrl), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, siteUrl, name), text);
}

const config = (siteUrl: string) => JSON.stringify({ site_url: siteUrl, site_name: 'Imobiliária Teste' });
const homesList = [
  { id: 101, name: 'Apartamento no Centro', city: 'Curitiba' },
  { id: 102, name: 'Casa com quintal', city: 'Curitiba' },
];

/** Awaits `promise`, expecting it to fail with a VitrineError, and returns that error. */
async function vitrineError(promise: Promise<unknown>): Promise<VitrineError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VitrineError);
  return error as VitrineError;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-data-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('data folder source', () => {
  it('reads the site config and a homes.json array', async () => {
    await writeTenant('alfa.vitrine.local', { 'site-config.json': config('alfa.vitrine.local'), 'homes.json': JSON.stringify(homesList) });
    const source = createDataFolderSource(dir);
    await expect(source.siteConfig('alfa.vitrine.local')).resolves.toMatchObject({ site_url: 'alfa.vitrine.local' });
    await expect(source.homes('alfa.vitrine.local')).resolves.toEqual(homesList);
  });

  it('reads homes.ndjson, ignoring blank lines and CRLF endings', async () => {
    const ndjson = `${JSON.stringify(homesList[0])}\r\n\n   \n${JSON.stringify(homesList[1])}\n`;
    await writeTenant('beta.vitrine.local', { 'site-config.json': config('beta.vitrine.local'), 'homes.ndjson': ndjson });
    await expect(createDataFolderSource(dir).homes('beta.vitrine.local')).resolves.toEqual(homesList);
  });

  it('digests each ndjson line as read: the same record gives the same digest whatever the line ending, an edited one another', async () => {
    const [first, second] = homesList.map((h) => JSON.stringify(h)) as [string, string];
    await writeTenant('beta.vitrine.local', { 'site-config.json': config('beta.vitrine.local'), 'homes.ndjson': `${first}\r\n\n${second}` });
    const crlf = await createDataFolderSource(dir).digestedHomes!('beta.vitrine.local');
    expect(crlf.digests.map((_, i) => crlf.record(i))).toEqual(homesList);
    expect(crlf.digests).toHaveLength(2);
    await writeTenant('beta.vitrine.local', { 'homes.ndjson': `${first}\n${second.replace(/}$/, ', "price": 1}')}\n` });
    const edited = await createDataFolderSource(dir).digestedHomes!('beta.vitrine.local');
    expect(edited.digests[0]).toBe(crlf.digests[0]);
    expect(edited.digests[1]).not.toBe(crlf.digests[1]);
  });

  it('reads a long ndjson file whose lines cross read chunks, multi-byte characters included', async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, title: `Apartamento à venda — São João nº ${i} ${'ç'.repeat(i % 97)}`, description: 'Ótima localização, próximo ao metrô. '.repeat(12) }));
    // One record longer than three read chunks among the others.
    many[200] = { id: 201, title: 'Casa', description: 'Varanda gourmet — ótima. '.repeat(9_000) };
    expect(JSON.stringify(many[200]).length).toBeGreaterThan(3 * 65_536);
    await writeTenant('beta.vitrine.local', { 'site-config.json': config('beta.vitrine.local'), 'homes.ndjson': many.map((h) => JSON.stringify(h)).join('\n') });
    await expect(createDataFolderSource(dir).homes('beta.vitrine.local')).resolves.toEqual(many);
  });

  it('reads each record back from where its line lies, past lines longer than a read chunk (1 MB)', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, title: `Sobrado nº ${i} — ${'ã'.repeat(i % 50)}`, description: 'Quintal, churrasqueira e edícula. '.repeat(20) }));
    // Two records each longer than two read chunks: their starts are carried over chunk ends.
    many[100] = { id: 101, title: 'Casa', description: 'Varanda gourmet — ótima. '.repeat(100_000) };
    many[2500] = { id: 2501, title: 'Loja', description: 'Pé-direito duplo. '.repeat(150_000) };
    await writeTenant('beta.vitrine.local', { 'site-config.json': config('beta.vitrine.local'), 'homes.ndjson': many.map((h) => JSON.stringify(h)).join('\r\n') });
    const homes = await createDataFolderSource(dir).digestedHomes!('beta.vitrine.local');
    expect(homes.digests).toHaveLength(3000);
    for (const i of [2999, 0, 101, 100, 2500, 2501, 1500]) expect(homes.record(i)).toEqual(many[i]);
    homes.release?.();
  });

  it('refuses a record whose line changed in the file since it was digested, naming the file and line; reads again after a release', async () => {
    const [first, second] = homesList.map((h) => JSON.stringify(h)) as [string, string];
    await writeTenant('beta.vitrine.local', { 'site-config.json': config('beta.vitrine.local'), 'homes.ndjson': `${first}\n${second}\n` });
    const homes = await createDataFolderSource(dir).digestedHomes!('beta.vitrine.local');
    homes.release?.();
    expect(homes.record(1)).toEqual(homesList[1]); // opened again
    // Rewritten in place, same length, one digit changed: the digest taken at read no longer matches.
    await writeFile(path.join(dir, 'beta.vitrine.local', 'homes.ndjson'), `${first}\n${second.replace(/\d/, (d) => String((Number(d) + 1) % 10))}\n`);
    homes.release?.();
    let error: unknown;
    try {
      homes.record(1);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(VitrineError);
    expect((error as VitrineError).message).toBe(`${path.join(dir, 'beta.vitrine.local', 'homes.ndjson')} changed while the build read it (line 2 is not what was read first); build again once it is written`);
    expect(homes.record(0)).toEqual(homesList[0]);
    homes.release?.();
  });

  it('answers no homes for a tenant without a homes file', async () => {
    await writeTenant('gama.vitrine.local', { 'site-config.json': config('gama.vitrine.local') });
    await expect(createDataFolderSource(dir).homes('gama.vitrine.local')).resolves.toEqual([]);
  });

  it('reports a malformed ndjson line with the file and line number', async () => {
    const ndjson = `${JSON.stringify(homesList[0])}\n\n{"id": 102, "name": \n`;
    await writeTenant('beta.vitrine.local', { 'site-config.json': config('beta.vitrine.local'), 'homes.ndjson': ndjson });
    const error = await vitrineError(createDataFolderSource(dir).homes('beta.vitrine.local'));
    expect(error.code).toBe('source-malformed');
    expect(error.message).toContain(path.join(dir, 'beta.vitrine.local', 'homes.ndjson'));
    expect(error.message).toContain('line 3');
  });

  it('reports malformed JSON files by name, and a homes.json that is not an array', async () => {
    await writeTenant('delta.vitrine.local', { 'site-config.json': '{"site_url": ', 'homes.json': '{"data": []}' });
    const source = createDataFolderSource(dir);
    const configError = await vitrineError(source.siteConfig('delta.vitrine.local'));
    expect(configError.code).toBe('source-malformed');
    expect(configError.message).toContain('site-config.json');
    const homesError = await vitrineError(source.homes('delta.vitrine.local'));
    expect(homesError.code).toBe('source-malformed');
    expect(homesError.message).toContain('homes.json');
  });

  it('names the site and the folder when a tenant is unknown', async () => {
    const source = createDataFolderSource(dir);
    // One call at a time: a rejection created before the loop awaits it counts as unhandled.
    for (const call of [() => source.siteConfig('nada.vitrine.local'), () => source.homes('nada.vitrine.local'), () => source.home('nada.vitrine.local', '1')]) {
      const error = await vitrineError(call());
      expect(error.code).toBe('source-not-found');
      expect(error.message).toContain('nada.vitrine.local');
      expect(error.message).toContain(dir);
    }
  });

  it('refuses site_urls that could leave the folder', async () => {
    await writeFile(path.join(dir, 'site-config.json'), config('root'));
    const source = createDataFolderSource(path.join(dir, 'tenants'));
    for (const siteUrl of ['', '..', '.', '../x', 'a/b', 'a\\b', '..\\x', 'x..y', '/etc']) {
      const error = await vitrineError(source.siteConfig(siteUrl));
      expect(error.code, siteUrl).toBe('unsafe-path');
      expect((await vitrineError(source.homes(siteUrl))).code).toBe('unsafe-path');
      expect((await vitrineError(source.home(siteUrl, '1'))).code).toBe('unsafe-path');
    }
  });

  it('finds one home by the last segment of the slug', async () => {
    await writeTenant('alfa.vitrine.local', { 'site-config.json': config('alfa.vitrine.local'), 'homes.json': JSON.stringify(homesList) });
    const source = createDataFolderSource(dir);
    await expect(source.home('alfa.vitrine.local', 'apartamento-no-centro/101')).resolves.toEqual(homesList[0]);
    await expect(source.home('alfa.vitrine.local', '102')).resolves.toEqual(homesList[1]);
    await expect(source.home('alfa.vitrine.local', 'casa/999')).resolves.toBeNull();
    await expect(source.home('alfa.vitrine.local', '')).resolves.toBeNull();
  });

  it('lists tenant folders with a site config, sorted, dated by their newest file', async () => {
    await writeTenant('zeta.vitrine.local', { 'site-config.json': config('zeta.vitrine.local') });
    await writeTenant('alfa.vitrine.local', { 'site-config.json': config('alfa.vitrine.local'), 'homes.json': '[]' });
    await writeTenant('sem-config', { 'homes.json': '[]' });
    await writeTenant('.oculto', { 'site-config.json': '{}' });
    await writeFile(path.join(dir, 'README.md'), 'not a tenant');
    const configTime = new Date('2024-01-02T03:04:05.000Z');
    const homesTime = new Date('2024-06-07T08:09:10.000Z');
    await utimes(path.join(dir, 'alfa.vitrine.local', 'site-config.json'), configTime, configTime);
    await utimes(path.join(dir, 'alfa.vitrine.local', 'homes.json'), homesTime, homesTime);
    await utimes(path.join(dir, 'zeta.vitrine.local', 'site-config.json'), configTime, configTime);

    await expect(createDataFolderSource(dir).listSites()).resolves.toEqual([
      { site_url: 'alfa.vitrine.local', updated_at: homesTime.toISOString() },
      { site_url: 'zeta.vitrine.local', updated_at: configTime.toISOString() },
    ]);
  });

  it('says which folder is missing when listing a folder that does not exist', async () => {
    const missing = path.join(dir, 'nope');
    const error = await vitrineError(createDataFolderSource(missing).listSites());
    expect(error.code).toBe('source-not-found');
    expect(error.message).toContain(missing);
  });

  it('stops at once when the signal is already aborted', async () => {
    await writeTenant('alfa.vitrine.local', { 'site-config.json': config('alfa.vitrine.local'), 'homes.json': '[]' });
    const error = await vitrineError(createDataFolderSource(dir).homes('alfa.vitrine.local', { signal: AbortSignal.abort() }));
    expect(error.code).toBe('source-aborted');
  });
});
