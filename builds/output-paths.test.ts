import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFile } from './output-paths.ts';

describe('outputFile', () => {
  const root = '/srv/release';
  it('maps a URL path to its index.html under the release', () => {
    expect(outputFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(outputFile(root, '/imovel/venda/casa-3-quartos-centro-campinas/7')).toBe(path.join(root, 'imovel/venda/casa-3-quartos-centro-campinas/7/index.html'));
    expect(outputFile(root, '/', '404.html')).toBe(path.join(root, '404.html'));
  });
  it.each(['/../etc', '/a/../../etc', '/%2e%2e/x', '/a/..%2f..%2fx', '/a\\..\\x', 'relative', '/a/%00'])('refuses %s', (p) => {
    expect(() => outputFile(root, p)).toThrow(/path/);
  });
});
