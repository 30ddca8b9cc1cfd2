/**
 * The app bundles (client + server), built once for all tenants by Vite.
 * A tenant build only reads them: the worker file, the hashed client assets
 * and a hash that changes whenever either bundle does. They are rebuilt when
 * missing or older than the sources they come from.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppBundleBuildFailed, AppBundleIncomplete, AppBundleMissing, vitrineError } from '../domain/errors.ts';
import type { AssetRefs } from '../contract/page-model.ts';
import { projectRoot } from './project-root.ts';
import { recordDigest, recordedDigest, sourcesDigest } from './app-bundle-digest.ts';
import { entriesUnder } from './walk.ts';

export { projectRoot };
const appDir = path.join(projectRoot, '.vitrine');
const clientDir = path.join(appDir, 'client');
const serverDir = path.join(appDir, 'server');
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
const digestFile = path.join(appDir, 'app-sources.json');
const sourceDirs = ['contract', 'templates', 'ui', 'client', 'shell', 'sections', 'pages', 'renderer', 'domain', 'search', 'builds'];

export interface AppBundle {
  clientAssetsDir: string;
  workerFile: string;
  assets: AssetRefs;
  /** Changes whenever the client or server bundle or the sources they were built from change (part of every page's hash). */
  hash: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  imports?: string[];
}

/** The chunk files a manifest key loads, itself included, through its static imports. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

const ISLAND_KEY = /^client\/islands\/([\w-]+)\.tsx$/;

/** Each island's chunks with the hydrator's, less what every page loads anyway (AssetRefs.islandChunks). */
function islandChunks(manifest: Record<string, ManifestChunk>): Record<string, string[]> {
  // The runtime and the navigation it starts on every page.
  const loaded = chunkClosure(manifest, 'client/navigation/start-navigation.ts', chunkClosure(manifest, 'client/runtime.ts'));
  const chunks: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const name = ISLAND_KEY.exec(key)?.[1];
    if (!name) continue;
    const files = chunkClosure(manifest, 'client/hydrate.tsx', chunkClosure(manifest, key));
    chunks[name] = [...files].filter((file) => !loaded.has(file) && file.endsWith('.js')).sort().map((file) => `/${file}`);
  }
  return chunks;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of entriesUnder(dir)) {
    if (!entry.isFile() || entry.name.includes('.test.')) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function appBundleIsStale(): boolean {
  const workerFile = path.join(serverDir, 'render-worker.js');
  if (!existsSync(manifestFile) || !existsSync(workerFile)) return true;
  const built = Math.min(statSync(manifestFile).mtimeMs, statSync(workerFile).mtimeMs);
  const sources = Math.max(...sourceDirs.map((d) => newestMtime(path.join(projectRoot, d))), statSync(path.join(projectRoot, 'vite.config.ts')).mtimeMs);
  return sources > built && recordedDigest(digestFile) !== sourcesDigest(projectRoot, sourceDirs, ['vite.config.ts']);
}

/** Runs Vite twice (client, then server). */
export async function buildAppBundle(): Promise<void> {
  const { build } = await import('vite');
  const digest = sourcesDigest(projectRoot, sourceDirs, ['vite.config.ts']); // the sources as they are when the build starts
  const configFile = path.join(projectRoot, 'vite.config.ts');
  await build({ root: projectRoot, configFile, mode: 'production', logLevel: 'warn' });
  await build({ root: projectRoot, configFile, mode: 'production', logLevel: 'warn', build: { ssr: true } });
  recordDigest(digestFile, digest);
}

export function readAppBundle(): AppBundle {
  if (!existsSync(manifestFile)) {
    throw vitrineError(AppBundleMissing);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const runtime = manifest['client/runtime.ts'];
  const styles = manifest['templates/styles.css'];
  if (!runtime || !styles) throw vitrineError(AppBundleIncomplete);
  const workerFile = path.join(serverDir, 'render-worker.js');
  // The sources' digest too: main-thread stages (sitemap, feed, manifests) are not in the bundles, and a
  // release built by other code must not pass for unchanged, nor lend its feed's elements.
  const hash = createHash('sha1').update(readFileSync(manifestFile)).update(readFileSync(workerFile)).update(recordedDigest(digestFile) ?? '');
  for (const file of readdirSync(serverDir)) if (file !== 'render-worker.js' && file.endsWith('.js')) hash.update(readFileSync(path.join(serverDir, file)));
  return {
    clientAssetsDir: path.join(clientDir, 'assets'),
    workerFile,
    assets: { css: [styles.file, ...(runtime.css ?? [])].map((f) => `/${f}`), runtime: `/${runtime.file}`, islandChunks: islandChunks(manifest) },
    hash: hash.digest('base64url').slice(0, 16),
  };
}

/**
 * Builds the bundles when missing or stale — in a child process, so that Vite's
 * memory never counts against the tenant build that follows.
 */
export async function ensureAppBundle(onBuild?: () => void): Promise<AppBundle> {
  if (appBundleIsStale()) {
    onBuild?.();
    const cli = path.join(projectRoot, 'bin', 'vitrine.mjs');
    const result = spawnSync(process.execPath, [cli, 'app-build'], { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw vitrineError(AppBundleBuildFailed, [result.status ?? String(result.signal)]);
  }
  return readAppBundle();
}
