/** The client bundle every tenant ships, as the test run built it (NODE_ENV=test). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readAppBundle } from '../../builds/app-bundle.ts';

describe('the client bundle', () => {
  const app = readAppBundle();
  const assets = readdirSync(app.clientAssetsDir);

  it("ships React's production build whatever NODE_ENV the build ran under", () => {
    const hydrate = assets.find((file) => file.startsWith('hydrate-'));
    expect(hydrate).toBeDefined();
    const code = readFileSync(path.join(app.clientAssetsDir, hydrate!), 'utf8');
    // Messages that only React's development build carries.
    expect(code).not.toContain('The above error occurred');
    expect(gzipSync(code).length).toBeLessThan(80_000);
  });

  it('keeps the runtime every page loads before interaction small', () => {
    const runtime = readFileSync(path.join(app.clientAssetsDir, path.basename(app.assets.runtime)));
    expect(gzipSync(runtime).length).toBeLessThan(30 * 1024);
  });
});
