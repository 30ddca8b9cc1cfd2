import { describe, expect, it } from 'vitest';
import type { PageData } from '../contract/page-model.ts';
import type { PlanWarning } from './page-data.ts';
import { publishablePages } from './release-checks.ts';

const page = (urlPath: string) => ({ kind: 'page', path: urlPath, pageId: `p${urlPath}` }) as unknown as PageData;

describe('publishablePages', () => {
  it('yields each page once where it can be written, and names the others with a warning', () => {
    const paths = ['/', '/imovel/casa-1', '/bairros/vila-ma%C3%A7a', '/assets', '/media/foto', '/sobre/index.html', `/${'a'.repeat(200)}`, `/x/${'a'.repeat(201)}`, `/${'ç'.repeat(101)}`, '/a/../b', '/a/%2e%2e', '/imovel/casa-1', '//duplo'];
    const warnings: PlanWarning[] = [];
    const kept = [...publishablePages(paths.map(page), warnings)].map((p) => p.path);
    expect(kept).toEqual(['/', '/imovel/casa-1', '/bairros/vila-ma%C3%A7a', `/${'a'.repeat(200)}`, '//duplo']);
    const why = Object.fromEntries(warnings.map((w) => [w.id.slice(1), w.message]));
    expect(why['/assets']).toMatch(/a file the build writes itself/);
    expect(why['/media/foto']).toMatch(/a file the build writes itself/);
    expect(why['/sobre/index.html']).toMatch(/a file the build writes itself/);
    expect(why[`/x/${'a'.repeat(201)}`]).toMatch(/longer than 200 bytes/);
    expect(why[`/${'ç'.repeat(101)}`]).toMatch(/longer than 200 bytes/); // 101 characters, 202 bytes
    expect(why['/a/../b']).toMatch(/; page skipped$/);
    expect(why['/a/%2e%2e']).toMatch(/; page skipped$/);
    expect(warnings.filter((w) => w.id === 'p/imovel/casa-1').map((w) => w.message)).toEqual([expect.stringMatching(/\/imovel\/casa-1/)]);
    expect(warnings).toHaveLength(8);
  });
});
