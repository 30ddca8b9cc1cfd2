/**
 * sharp is an optional dependency (issue #14 item 5): without it `vitrine serve --data` still
 * starts, says at once that resizing is off and how to turn it on, serves the original images at
 * /storage/<path>, and answers the resize endpoint with a 501 that names the missing package —
 * never a crash, never "cannot be read as an image". Its absence is simulated by a module hook
 * that fails the resolution of `sharp`, as Node does when the package is not installed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli-server.ts';
import { buildFixtures, copyFixtures, tempDir } from '../support/fixture-build.ts';
import { rawRequest } from '../support/http.ts';

let serve: CliServer;

beforeAll(async () => {
  const hooks = tempDir('no-sharp');
  writeFileSync(
    path.join(hooks, 'hooks.mjs'),
    `export async function resolve(specifier, context, next) {
  if (specifier === 'sharp') throw Object.assign(new Error("Cannot find package 'sharp' imported from " + context.parentURL), { code: 'ERR_MODULE_NOT_FOUND' });
  return next(specifier, context);
}\n`,
  );
  writeFileSync(path.join(hooks, 'register.mjs'), `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`);
  const data = copyFixtures();
  const { out } = await buildFixtures({ all: false, sites: ['imobiliaria.test'], data, storageBaseUrl: '/storage' });
  serve = await startCli(['serve', '--out', out, '--data', data, '--port', '0', '--staging-site', 'imobiliaria.test'], 90_000, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(hooks, 'register.mjs')).href}`,
  });
}, 180_000);

afterAll(async () => {
  await serve?.stop();
});

describe('vitrine serve --data without sharp', () => {
  it('says at start that resizing is off and how to install sharp', () => {
    expect(serve.stderr()).toContain('image resizing is off: sharp (an optional dependency');
    expect(serve.stderr()).toContain('hint: npm install sharp');
  });

  it('serves the originals and answers a resize with 501 naming sharp', async () => {
    const original = await rawRequest(serve.port, '/storage/media/fachada.jpg');
    expect(original.status).toBe(200);
    const resized = await rawRequest(serve.port, '/storage/render/image/media/fachada.jpg?width=320&format=webp');
    expect(resized.status).toBe(501);
    expect(resized.body).toContain('image resizing needs sharp');
    expect(serve.exited()).toBe(false);
  });
});
