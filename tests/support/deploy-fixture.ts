/** What the deploy tests share: a loopback S3 server, the SDK's env pointing at it, a fixture site built and edited. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { vi } from 'vitest';
import { build } from '../../builds/build.ts';
import type { FileManifest } from '../../builds/file-manifest.ts';
import { readReleaseManifest } from '../../builds/file-manifest-read.ts';
import { currentReleaseId, siteDirs } from '../../builds/publish.ts';
import { createS3Store } from '../../deploy/s3-store.ts';
import type { ObjectStore } from '../../deploy/object-store.ts';
import { copyFixtures, tempDir } from './fixture-build.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';

export const SITE = 'imobiliaria.test';
export const PREFIX = 'sites/imobiliaria';
export const listing103 = 'imovel/venda/casa-3-quartos-cambui-campinas/103';

export interface DeployFixture {
  s3: S3TestServer;
  store: ObjectStore;
  data: string;
  out: string;
  /** Builds the site from `data` into `out`; returns the new build id. */
  rebuild(): Promise<string>;
  editHomes(edit: (homes: Array<Record<string, unknown>>) => void): void;
  /** The files manifest of the site's live local release. */
  localManifest(): Promise<FileManifest>;
  head(key: string): Promise<{ contentType?: string; cacheControl?: string; sha256?: string } | null>;
}

/** The SDK's standard variables, pointing at the loopback server (s3rver accepts any key pair). */
export function stubAwsEnv(endpoint: string): void {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ENDPOINT_URL_S3', endpoint);
}

export async function deployFixture(): Promise<DeployFixture> {
  const s3 = await startS3Server();
  stubAwsEnv(s3.endpoint);
  const data = copyFixtures();
  const out = tempDir('out');
  const client = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: 'us-east-1' });
  return {
    s3,
    store: createS3Store(`s3://${s3.bucket}/${PREFIX}`),
    data,
    out,
    async rebuild() {
      const summary = (await build({ sites: [SITE], data, out, concurrency: 1 })).sites[0]!;
      if (summary.status !== 'published') throw new Error(summary.error);
      return summary.buildId;
    },
    editHomes(edit) {
      const file = path.join(data, SITE, 'homes.json');
      const homes = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
      edit(homes);
      writeFileSync(file, JSON.stringify(homes));
    },
    async localManifest() {
      const dirs = siteDirs(out, SITE);
      const id = currentReleaseId(dirs)!;
      return (await readReleaseManifest(path.join(dirs.releases, id), id))!;
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${key}` }));
        return {
          ...(answer.ContentType ? { contentType: answer.ContentType } : {}),
          ...(answer.CacheControl ? { cacheControl: answer.CacheControl } : {}),
          ...(answer.Metadata?.sha256 ? { sha256: answer.Metadata.sha256 } : {}),
        };
      } catch {
        return null;
      }
    },
  };
}

/** Keys of the requests of `method` logged since `from`, in order, without the prefix. */
export function requests(s3: S3TestServer, method: string, from = 0): string[] {
  return s3.log.slice(from).filter((r) => r.method === method && r.key.startsWith(`${PREFIX}/`)).map((r) => r.key.slice(PREFIX.length + 1));
}

/** Paths whose digest differs between two manifests, or that only the second has. */
export function changedPaths(before: FileManifest, after: FileManifest): string[] {
  return Object.entries(after.files).filter(([rel, e]) => before.files[rel]?.sha256 !== e.sha256).map(([rel]) => rel);
}
