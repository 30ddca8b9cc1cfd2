/**
 * `npx tsx scripts/template-previews.ts`: the builder's preview image of each template
 * (`templates/<id>/preview.webp`, the path its descriptor names), taken from the sample
 * tenant that uses the template: built, served on loopback, opened in Debian's Chromium at
 * 1280×800 (map tiles and fonts answered locally, nothing leaves the machine) and saved as a
 * 640 px WebP. Run again when a template's look changes; the images are committed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { build } from '../builds/build.ts';
import { createStaticServer } from '../server/static-server.ts';
import { templates } from '../templates/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const data = path.join(root, 'examples', 'data');
const out = mkdtempSync(path.join(os.tmpdir(), 'vitrine-previews-'));
const summary = await build({ all: true, data, out });
const server = createStaticServer({ outDir: out });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [`--host-resolver-rules=MAP *.localhost 127.0.0.1`] });
try {
  for (const [id, template] of Object.entries(templates)) {
    const homeOf = (site: string) => readFileSync(path.join(out, 'sites', site, 'index.html'), 'utf8');
    // an active site's home (an inactive one is only the 'site inativo' page)
    const site = summary.sites.find((s) => s.status !== 'failed' && homeOf(s.site_url).includes(`data-template="${id}"`) && !homeOf(s.site_url).includes('data-page-kind="error"'));
    if (!site) throw new Error(`no sample tenant uses the ${id} template`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route(/^https?:\/\/(?!([^/]+\.)?localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto(`http://${site.site_url}.localhost:${port}/`, { waitUntil: 'networkidle' });
    const png = await page.screenshot({ type: 'png' });
    await page.close();
    const file = path.join(root, template.descriptor.preview.replace(/^\//, ''));
    await sharp(png).resize({ width: 640 }).webp({ quality: 72 }).toFile(file);
    console.log(`${id}: ${site.site_url} → ${path.relative(root, file)}`);
  }
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
