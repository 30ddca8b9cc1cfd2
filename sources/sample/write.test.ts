import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataFolderSource } from '../data-folder.ts';
import { generateSample, type SampleTenant } from './generate.ts';
import { NDJSON_THRESHOLD, writeSample } from './write.ts';

const photosDir = fileURLToPath(new URL('../../examples/photos/', import.meta.url));
const now = new Date('2026-11-22T12:00:00Z');
let out: string;

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'vitrine-sample-'));
});
afterEach(() => {
  rmSync(out, { recursive: true, force: true });
});

describe('writeSample', () => {
  it('writes site-config.json, homes.json and the media each tenant uses', async () => {
    const tenants = generateSample({ tenants: 5, listings: 8, seed: 42, now });
    const written = await writeSample(out, tenants, photosDir);
    expect(written.map((w) => w.siteUrl)).toEqual(tenants.map((t) => t.config.site_url));
    for (const tenant of tenants) {
      const dir = path.join(out, tenant.config.site_url);
      const config = JSON.parse(readFileSync(path.join(dir, 'site-config.json'), 'utf8')) as { site_url: string };
      expect(config.site_url).toBe(tenant.config.site_url);
      expect(JSON.parse(readFileSync(path.join(dir, 'homes.json'), 'utf8'))).toEqual(tenant.homes);
      expect(existsSync(path.join(dir, 'homes.ndjson'))).toBe(false);
      const media = readdirSync(path.join(dir, 'media'));
      for (const file of [...tenant.media, ...tenant.generatedMedia.map((g) => g.file)]) expect(media).toContain(file);
    }
    // The data-folder source reads back what was written.
    const source = createDataFolderSource(out);
    expect(await source.homes('wind.vitrine.local')).toHaveLength(tenants[2]?.homes.length ?? -1);
  });

  it(`switches to homes.ndjson from ${NDJSON_THRESHOLD} listings and removes a stale homes.json`, async () => {
    const [cosmic] = generateSample({ tenants: 1, listings: NDJSON_THRESHOLD, seed: 3, now });
    if (!cosmic) throw new Error('no tenant');
    const dir = path.join(out, 'cosmic.vitrine.local');
    await writeSample(out, [{ ...cosmic, homes: cosmic.homes.slice(0, 3) }], photosDir);
    expect(existsSync(path.join(dir, 'homes.json'))).toBe(true);

    await writeSample(out, [cosmic], photosDir);
    expect(existsSync(path.join(dir, 'homes.json'))).toBe(false);
    const lines = readFileSync(path.join(dir, 'homes.ndjson'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(NDJSON_THRESHOLD);
    expect(JSON.parse(lines[0] ?? '')).toEqual(cosmic.homes[0]);
    expect(await createDataFolderSource(out).homes('cosmic.vitrine.local')).toHaveLength(NDJSON_THRESHOLD);
  });

  it('refuses to write outside the output folder', async () => {
    const [tenant] = generateSample({ tenants: 1, listings: 1, seed: 1, now });
    if (!tenant) throw new Error('no tenant');
    const escape = (change: Partial<SampleTenant>): SampleTenant => ({ ...tenant, ...change });
    await expect(writeSample(out, [escape({ config: { ...tenant.config, site_url: '../evil' } })], photosDir)).rejects.toThrow(/site_url|outside/);
    await expect(writeSample(out, [escape({ media: ['../../etc/passwd'] })], photosDir)).rejects.toThrow(/media file name/);
    await expect(writeSample(out, [escape({ generatedMedia: [{ file: '../x.svg', content: '' }] })], photosDir)).rejects.toThrow(/media file name/);
    expect(existsSync(path.join(out, '..', 'evil'))).toBe(false);
  });

  it('leaves files it does not write alone', async () => {
    writeFileSync(path.join(out, 'README.md'), 'keep');
    await writeSample(out, generateSample({ tenants: 1, listings: 2, seed: 1, now }), photosDir);
    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toBe('keep');
  });
});
