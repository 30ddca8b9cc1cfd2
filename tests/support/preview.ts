/** `vitrine preview` for tests: the real preview server on 127.0.0.1 over a copy of the fixture tenants. */
import type { Server } from 'node:http';
import { readAppBundle } from '../../builds/app-bundle.ts';
import { DEFAULT_ALLOWED_ORIGINS } from '../../contract/builder-origins.ts';
import { createPreviewServer } from '../../server/preview/preview-server.ts';
import { createDataFolderSource } from '../../sources/index.ts';
import { copyFixtures } from './fixture-build.ts';
import { listenOnLoopback, type RunningServer } from './http.ts';

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
  const running = await listenOnLoopback(server);
  return { ...running, data, origin: `http://localhost:${running.port}` };
}
