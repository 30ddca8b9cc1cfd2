/**
 * Issue #12, servers: `vitrine serve` as a user starts it (its own process),
 * asked what broke it before — a release without 404.html, a dangling
 * release — and probed for open redirects with raw requests and with
 * Chromium following them. Every probe ends with the process still up.
 */
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeHref } from '../../contract/escape.ts';
import { launchChromium } from '../support/browser.ts';
import { runCli, startCli, type CliServer } from '../support/cli-server.ts';
import { buildFixtures, copyFixtures } from '../support/fixture-build.ts';
import { rawRequest, type RawResponse } from '../support/http.ts';

let out: string;
let serve: CliServer;
const get = (urlPath: string, host?: string, headers: Record<string, string> = {}) => rawRequest(serve.port, urlPath, { ...(host ? { host } : {}), headers });

beforeAll(async () => {
  const built = await buildFixtures();
  out = built.out;
  // The 404 page of one release is gone (a rollback to a half-written release did this)…
  const release = (site: string) => path.join(out, 'releases', site, readdirSync(path.join(out, 'releases', site))[0]!);
  rmSync(path.join(release('corretora.test'), '404.html'));
  // …and one site's symlink points at a release that was deleted.
  mkdirSync(path.join(out, 'sites'), { recursive: true });
  symlinkSync(path.join(out, 'releases', 'sumido.test', 'gone'), path.join(out, 'sites', 'sumido.test'));
  serve = await startCli(['serve', '--out', out, '--data', copyFixtures(), '--port', '0', '--staging-site', 'imobiliaria.test']);
}, 180_000);

afterAll(async () => {
  await serve?.stop();
});

describe('no request crashes vitrine serve (#12 item 4)', () => {
  it('answers a missing page of a release without 404.html with a plain 404 and a log line', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get('/nao-existe', `corretora.test.localhost:${serve.port}`);
      expect(res.status).toBe(404);
      expect(res.body).toBe('Not Found');
    }
    expect((await get('/', `corretora.test.localhost:${serve.port}`)).status).toBe(200);
    expect(serve.exited()).toBe(false);
    await expect.poll(() => serve.stderr(), { timeout: 2_000 }).toMatch(/corretora\.test: the release .* has no 404\.html/);
  });

  it('answers a site whose release is gone with 503 and Retry-After, and a log line', async () => {
    const res = await get('/', `sumido.test.localhost:${serve.port}`);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    await expect.poll(() => serve.stderr(), { timeout: 2_000 }).toMatch(/sumido\.test: the live release is missing/);
    expect((await get('/')).status).toBe(200);
    expect(serve.exited()).toBe(false);
  });
});

/** This machine's first non-loopback IPv4 address, if it has one. */
const lanAddress = () => Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });

describe('where the servers listen (#12 item 11)', () => {
  it('serve listens on 127.0.0.1 only by default', async () => {
    expect(await canConnect('127.0.0.1', serve.port)).toBe(true);
    const lan = lanAddress();
    if (lan) expect(await canConnect(lan, serve.port)).toBe(false);
  });

  it('a port in use is one clear line and exit code 1, for serve and preview', async () => {
    for (const command of [['serve', '--out', out], ['preview', '--data', copyFixtures()]]) {
      const run = await runCli([...command, '--port', String(serve.port)]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr.trim().split('\n').filter((l) => !/building the client/.test(l))).toEqual([`vitrine ${command[0]}: port ${serve.port} is already in use on 127.0.0.1 (stop the other server or pass --port)`]);
    }
    expect(serve.exited()).toBe(false);
  }, 90_000);
});

const PROBES = ['/%09/evil.example/', '/%09/evil.example', '/%0a/evil.example/', '/%5Cevil.example/', '/\\evil.example/', '/%5C%5Cevil.example/', '/%2F%2Fevil.example/', '/%2f/evil.example/', '/ /evil.example/', '/%20/evil.example/', '/imovel/%09/evil.example/101'];

/** Where a browser would go from `location`, answered by the server at `base`. */
const landing = (location: string, base: string) => new URL(location, base).host;

describe('no open redirect (#12 item 9)', () => {
  it('every probe is answered on the same site: a redirect, if any, to a path of this host', async () => {
    const base = `http://127.0.0.1:${serve.port}/`;
    for (const probe of PROBES) {
      let res: RawResponse;
      try {
        res = await get(probe);
      } catch {
        continue; // a request line Node refuses to send is no probe
      }
      if (res.status >= 300 && res.status < 400) {
        const location = String(res.headers.location);
        expect(landing(location, base), `${probe} → ${location}`).toBe(`127.0.0.1:${serve.port}`);
        expect(location, probe).not.toMatch(/[\s\\]|^\/\//);
      }
    }
    expect(serve.exited()).toBe(false);
  });

  it("the no-JavaScript lead answer's Voltar link stays on the site, whatever the Referer", async () => {
    for (const referer of [`http://127.0.0.1:${serve.port}//evil.example/`, `http://127.0.0.1:${serve.port}/%09/evil.example/`, `http://127.0.0.1:${serve.port}/\\evil.example/`, `http://127.0.0.1:${serve.port}/sobre?x=1`]) {
      const res = await postForm('/api/leads', 'name=Ana&email=ana%40example.com&source=site', referer);
      expect(res.status, referer).toBe(201);
      const href = /<a href="([^"]*)">Voltar<\/a>/.exec(res.body)?.[1] ?? '';
      expect(landing(href.replace(/&amp;/g, '&'), `http://127.0.0.1:${serve.port}/`), `${referer} → ${href}`).toBe(`127.0.0.1:${serve.port}`);
      expect(href).not.toMatch(/[\s\\]|^\/\//);
    }
    expect(/<a href="([^"]*)">Voltar/.exec((await postForm('/api/leads', 'name=Ana&email=ana%40example.com&source=site', `http://127.0.0.1:${serve.port}/sobre?x=1`)).body)?.[1]).toBe('/sobre?x=1');
  });

  it('the href check refuses /\\host as it refuses //host', () => {
    for (const href of ['/\\evil.example', '/\t/evil.example', '\\\\evil.example', '/%5Cevil']) expect(safeHref(href), href).toBe(href === '/%5Cevil' ? '/%5Cevil/' : '#');
    expect(safeHref('/sobre')).toBe('/sobre/');
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium(['--host-resolver-rules=MAP evil.example 127.0.0.1']);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('following each probe never leaves the site', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const visited: string[] = [];
      // Nothing leaves this machine: any other host (evil.example, the page's web fonts) is recorded and aborted.
      await context.route('**/*', (route) => {
        const host = new URL(route.request().url()).hostname;
        if (host === '127.0.0.1') return route.continue();
        visited.push(host);
        return route.abort('blockedbyclient');
      });
      for (const probe of ['/%09/evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%0a/evil.example/']) {
        await page.goto(`http://127.0.0.1:${serve.port}${probe}`, { waitUntil: 'commit', timeout: 10_000 });
        expect(new URL(page.url()).hostname, probe).toBe('127.0.0.1');
      }
      await context.close();
      expect(visited.filter((host) => host.includes('evil'))).toEqual([]);
    }, 60_000);
  });
});

function postForm(urlPath: string, body: string, referer: string): Promise<RawResponse> {
  return rawRequest(serve.port, urlPath, { method: 'POST', body, headers: { referer, 'content-type': 'application/x-www-form-urlencoded' } });
}
