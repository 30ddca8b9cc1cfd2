/** `vitrine preview` for tests: the real preview server on 127.0.0.1 over a copy of the fixture tenants. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readAppBundle } from '../../builds/app-bundle.ts';
import { DEFAULT_ALLOWED_ORIGINS } from '../../client/builder/origin-check.ts';
import { createPreviewServer } from '../../server/preview/preview-server.ts';
import { createDataFolderSource } from '../../sources/index.ts';
import { copyFixtures } from './fixture-build.ts';
import type { RunningServer } from './http.ts';

export interface RunningPreview extends RunningServer {
  /** The writable data folder the preview reads on each request. */
  data: string;
  /** http://localhost:PORT — the staging site, imobiliaria.test. */
  origin: string;
}

/** `storageBaseUrl`: as `vitrine preview --storage-url` ('/storage': images resized by the preview itself). */
export async function startPreview(allowOrigins: string[] = [], options: { storageBaseUrl?: string; imageCacheDir?: string } = {}): Promise<RunningPreview> {
  const data = copyFixtures();
  const server: Server = createPreviewServer({
    source: createDataFolderSource(data),
    app: readAppBundle(),
    allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS, ...allowOrigins],
    stagingSite: 'imobiliaria.test',
    dataDir: data,
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    data,
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
