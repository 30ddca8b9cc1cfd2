/**
 * Writes generated sample tenants as a data folder (DESIGN §3):
 *
 *   <out>/<site_url>/site-config.json   pretty JSON
 *   <out>/<site_url>/homes.json         one home per line inside the array (small diffs), or
 *   <out>/<site_url>/homes.ndjson       from NDJSON_THRESHOLD homes on (streamed by the reader)
 *   <out>/<site_url>/media/             the photos the tenant uses, plus generated floor plans
 *
 * Every path is checked to stay inside `out`: site_url and file names come from data.
 */
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SampleMediaName, SampleOutsideRoot, vitrineError } from '../../domain/errors.ts';
import { assertSafeSiteUrl } from '../data-folder.ts';
import type { SampleTenant } from './generate.ts';

export const NDJSON_THRESHOLD = 2_000;

export interface WrittenTenant {
  siteUrl: string;
  dir: string;
  homesFile: string;
  homes: number;
  media: number;
}

/** `child` resolved under `root`, or an 'unsafe-path' error when it would land outside. */
function inside(root: string, ...segments: string[]): string {
  const target = path.resolve(root, ...segments);
  const relative = path.relative(root, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw vitrineError(SampleOutsideRoot, [target, root]);
  }
  return target;
}

/** A media name must be one plain file name (no folders, no dot segments). */
function assertPlainFileName(name: string): void {
  if (name === '' || name !== path.basename(name) || name.startsWith('.') || name.includes('\\')) {
    throw vitrineError(SampleMediaName, [name]);
  }
}

function homesArrayJson(homes: readonly unknown[]): string {
  return homes.length === 0 ? '[]\n' : `[\n${homes.map((home) => JSON.stringify(home)).join(',\n')}\n]\n`;
}

async function writeTenant(root: string, tenant: SampleTenant, photosDir: string): Promise<WrittenTenant> {
  const siteUrl = tenant.config.site_url;
  assertSafeSiteUrl(siteUrl);
  const dir = inside(root, siteUrl);
  const mediaDir = inside(dir, 'media');
  await mkdir(mediaDir, { recursive: true });

  await writeFile(inside(dir, 'site-config.json'), `${JSON.stringify(tenant.config, null, 2)}\n`);
  // Only one homes file may exist: the reader prefers homes.json, so a stale one would win.
  const ndjson = tenant.homes.length >= NDJSON_THRESHOLD;
  const homesFile = inside(dir, ndjson ? 'homes.ndjson' : 'homes.json');
  await rm(inside(dir, ndjson ? 'homes.json' : 'homes.ndjson'), { force: true });
  await writeFile(homesFile, ndjson ? tenant.homes.map((home) => `${JSON.stringify(home)}\n`).join('') : homesArrayJson(tenant.homes));

  for (const file of tenant.media) {
    assertPlainFileName(file);
    await copyFile(path.join(photosDir, file), inside(mediaDir, file));
  }
  for (const generated of tenant.generatedMedia) {
    assertPlainFileName(generated.file);
    await writeFile(inside(mediaDir, generated.file), generated.content);
  }
  return { siteUrl, dir, homesFile, homes: tenant.homes.length, media: tenant.media.length + tenant.generatedMedia.length };
}

export async function writeSample(outDir: string, tenants: readonly SampleTenant[], photosDir: string): Promise<WrittenTenant[]> {
  const root = path.resolve(outDir);
  await mkdir(root, { recursive: true });
  const written: WrittenTenant[] = [];
  for (const tenant of tenants) written.push(await writeTenant(root, tenant, path.resolve(photosDir)));
  return written;
}
