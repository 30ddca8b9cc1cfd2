/**
 * Issue #12 item 11, `vitrine preview` over real HTTP: the render endpoint
 * takes edits only from a builder page's own session (Origin alone is forged
 * by any curl), one session's edits are never shown to another or to a
 * visitor, and `/media` never leaves the tenant's folder.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/fixture-build.ts';
import { rawRequest, type RawResponse } from '../support/http.ts';
import { startPreview, type RunningPreview } from '../support/preview.ts';

const RENDER = '/__vitrine/preview/render';
const SITE = 'imobiliaria.test';
let preview: RunningPreview;

beforeAll(async () => {
  preview = await startPreview();
  const media = path.join(preview.data, SITE, 'media');
  const outside = tempDir('outside-media');
  writeFileSync(path.join(outside, 'segredo.txt'), 'segredo de fora');
  symlinkSync('/etc/hostname', path.join(media, 'hostname.txt'));
  symlinkSync(path.join(preview.data, SITE, 'site-config.json'), path.join(media, 'config.json'));
  symlinkSync(outside, path.join(media, 'fora'));
  mkdirSync(path.join(media, 'dentro'));
  writeFileSync(path.join(media, 'dentro', 'ok.txt'), 'ok');
  symlinkSync(path.join(media, 'dentro', 'ok.txt'), path.join(media, 'atalho.txt'));
});
afterAll(() => preview?.close());

const origin = () => `http://localhost:${preview.port}`;
const get = (urlPath: string) => rawRequest(preview.port, urlPath, { host: `localhost:${preview.port}` });
const builderPage = (urlPath = '/') => get(`${urlPath}?mode=builder&site_url=${SITE}`);

/** The session secret a builder page hands its listener. */
function sessionOf(html: string): string {
  const settings = JSON.parse(/<script type="application\/json" id="vitrine-builder">([^<]*)<\/script>/.exec(html)![1]!) as { session?: string };
  return settings.session!;
}

function post(body: unknown, headers: Record<string, string>): Promise<RawResponse> {
  return rawRequest(preview.port, RENDER, { host: `localhost:${preview.port}`, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}

const config = (name: string) => ({ ...(JSON.parse(readFileSync(path.join(preview.data, SITE, 'site-config.json'), 'utf8')) as object), site_name: name });
const headerName = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

describe('preview sessions (#12 item 11)', () => {
  it('refuses a render with a forged Origin and no session, or a made-up session', async () => {
    const body = { site_url: SITE, path: '/', config: config('Invadida') };
    expect((await post(body, { origin: origin() })).status).toBe(403);
    expect((await post(body, { origin: origin(), 'x-vitrine-session': 'inventada' })).status).toBe(403);
    const real = sessionOf((await builderPage()).body);
    expect((await post(body, { origin: 'http://evil.test', 'x-vitrine-session': real })).status).toBe(403);
    expect(headerName((await builderPage()).body)).not.toContain('Invadida');
    expect(headerName((await get('/')).body)).not.toContain('Invadida');
  });

  it("keeps one session's edits to that session: other sessions and visitors see the saved config", async () => {
    const a = sessionOf((await builderPage()).body);
    const b = sessionOf((await builderPage()).body);
    expect(a).not.toBe(b);
    const edited = await post({ site_url: SITE, path: '/', config: config('Edição de A') }, { origin: origin(), 'x-vitrine-session': a });
    expect(edited.status).toBe(200);
    expect(headerName((JSON.parse(edited.body) as { html: string }).html)).toContain('Edição de A');
    // A's next page asks again for its edits (no config): it gets them.
    const again = await post({ site_url: SITE, path: '/sobre' }, { origin: origin(), 'x-vitrine-session': a });
    expect(headerName((JSON.parse(again.body) as { html: string }).html)).toContain('Edição de A');
    // B asks the same: it has no edits, nothing to swap.
    expect((await post({ site_url: SITE, path: '/sobre' }, { origin: origin(), 'x-vitrine-session': b })).status).toBe(204);
    for (const page of [await builderPage(), await builderPage('/sobre'), await get('/'), await get(`/_payload.json?mode=builder&site_url=${SITE}`)]) {
      expect(page.body).not.toContain('Edição de A');
    }
  });
});

describe('preview /media stays in the tenant folder (#12 item 11)', () => {
  it('never follows a symlink out of it', async () => {
    for (const probe of ['/media/hostname.txt', '/media/config.json', '/media/fora/segredo.txt', '/media/..%2fsite-config.json', '/media/%2e%2e/site-config.json']) {
      const res = await get(probe);
      expect([400, 404], probe).toContain(res.status);
      expect(res.body, probe).not.toMatch(/segredo|site_url/);
    }
    expect((await get('/media/dentro/ok.txt')).body).toBe('ok');
    expect((await get('/media/atalho.txt')).body).toBe('ok');
  });
});
