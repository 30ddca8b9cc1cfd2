import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageData } from '../contract/page-model.ts';
import { pageOutputFiles } from './output-paths.ts';
import { pageLinker } from './page-linker.ts';
import { pageFiles } from './release-diff.ts';

const page = (urlPath: string, kind: PageData['kind'] = 'page') => ({ kind, path: urlPath }) as PageData;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A live release holding `pages`' files, and an empty new one. */
function releases(pages: readonly PageData[]): { from: string; to: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'vitrine-linker-'));
  dirs.push(root);
  const from = path.join(root, 'live');
  const to = path.join(root, 'next');
  mkdirSync(to);
  for (const p of pages) {
    for (const rel of pageFiles(p.path)) {
      mkdirSync(path.dirname(path.join(from, rel)), { recursive: true });
      writeFileSync(path.join(from, rel), `${p.path} ${rel}`);
    }
  }
  return { from, to };
}

describe('the files a kept page is linked by', () => {
  it('are those output-paths.ts writes it to', () => {
    const root = path.resolve('/release');
    const pages = [page('/'), page('/sobre'), page('/buscar'), page('/bairros/vila-ma%C3%A7a'), page('/imovel/venda/casa-3-quartos/103', 'property'), page('/404.html', 'error'), page('/index.html', 'error')];
    for (const p of pages) {
      const { html, payload, notFound } = pageOutputFiles(root, p);
      expect(pageFiles(p.path)).toEqual([html, payload, notFound].filter((file) => file !== null).map((file) => path.relative(root, file).split(path.sep).join('/')));
    }
    expect(pageFiles('/buscar')).toContain('buscar/404.html');
  });
});

describe('pageLinker', () => {
  const pages = Array.from({ length: 7 }, (_, i) => page(`/imovel/casa-${i}`, 'property'));

  it('hard-links each page from the live release, here first and then on its thread', async () => {
    const { from, to } = releases(pages);
    const linker = pageLinker(from, to, 2); // two pages here, five on the thread
    for (const p of pages) linker.add({ path: p.path, hash: `key ${p.path}`, page: () => p });
    expect(await linker.finish()).toEqual([]);
    for (const p of pages) {
      for (const rel of pageFiles(p.path)) {
        expect(statSync(path.join(to, rel)).ino).toBe(statSync(path.join(from, rel)).ino);
        expect(readFileSync(path.join(to, rel), 'utf8')).toBe(`${p.path} ${rel}`);
      }
    }
  });

  it('hands back the pages whose files the live release lost, with their keys, on either side', async () => {
    const { from, to } = releases(pages);
    rmSync(path.join(from, 'imovel/casa-1/_payload.json')); // linked here
    rmSync(path.join(from, 'imovel/casa-5'), { recursive: true }); // linked on the thread
    const linker = pageLinker(from, to, 2);
    for (const p of pages) linker.add({ path: p.path, hash: `key ${p.path}`, page: () => p });
    const unlinked = await linker.finish();
    expect(unlinked.map((u) => [u.path, u.page().path, u.hash]).sort()).toEqual([
      ['/imovel/casa-1', '/imovel/casa-1', 'key /imovel/casa-1'],
      ['/imovel/casa-5', '/imovel/casa-5', 'key /imovel/casa-5'],
    ]);
    expect(statSync(path.join(to, 'imovel/casa-6/index.html')).isFile()).toBe(true);
  });

  it('finishes with nothing to link, and closes more than once', async () => {
    const { from, to } = releases([]);
    const linker = pageLinker(from, to, 0);
    expect(await linker.finish()).toEqual([]);
    await linker.close();
  });
});
