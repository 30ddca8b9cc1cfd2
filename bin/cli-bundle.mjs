// The compiled CLI: cli/index.ts bundled by esbuild into .vitrine/cli/<id>/ (git-ignored),
// node_modules packages left external, split at every dynamic import so that a command loads
// only what it runs. bin/vitrine.mjs runs it when it is current and falls back to tsx
// otherwise; `npm run build:cli` (and `npm pack`, through prepack, with --clean) builds it.
//
// Current means: .vitrine/cli/current.json names a bundle folder that exists, and every input
// esbuild read (from its metafile) is no newer than the build's start — or, when some mtime is
// newer (a git checkout, an installed package), the inputs' contents still hash to the recorded
// digest. Plain JavaScript on purpose: this file runs before any TypeScript loader.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cliDir = path.join(root, '.vitrine', 'cli');
const pointerFile = path.join(cliDir, 'current.json');
/** Files that shape the bundle without being imported by it. */
const buildFiles = ['bin/cli-bundle.mjs', 'tsconfig.json'];
/**
 * ES-module packages compiled into the bundle rather than loaded from node_modules: zod is ~100
 * small modules and htmlparser2 with its parts ~40, and resolving and compiling them one by one
 * was ~50 ms of every command's start (bench/README.md). CommonJS packages stay external (their
 * require calls need Node's own loader). The pointer records their versions: another installed
 * version makes the bundle stale; none under the root (an installed package, its dependencies
 * hoisted next to it) does not.
 */
const bundledPackages = ['zod', 'htmlparser2', 'entities', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'p-limit', 'yocto-queue', '@aws-sdk/client-s3', 'tslib'];
/**
 * The AWS SDK (loaded by `build --base s3://…`, `deploy` and `rollback` only, in a chunk of its
 * own): ~300 modules of @aws-sdk/*, @smithy/* and @aws-crypto/* packages, 93–103 → ~47 ms to load.
 * client-s3's version stands for them all (they are released together).
 */
const bundledScopes = ['@aws-sdk/', '@smithy/', '@aws-crypto/'];
const isBundled = (name) => bundledPackages.includes(name) || bundledScopes.some((scope) => name.startsWith(scope));

function installedVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** esbuild's `packages: 'external'`, except for the packages `bundled` names, which are compiled in. */
function externalPackagesBut(bundled) {
  const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return {
    name: 'external-packages-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (bundled(packageOf(args.path)) ? undefined : { path: args.path, external: true }));
    },
  };
}

function readPointer() {
  try {
    return JSON.parse(readFileSync(pointerFile, 'utf8'));
  } catch {
    return null;
  }
}

function digestOf(files) {
  const hash = createHash('sha1');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

/** The compiled entry's URL when it is current, else null. Never throws. */
export function currentCli() {
  try {
    const pointer = readPointer();
    if (!pointer || typeof pointer.dir !== 'string' || !Array.isArray(pointer.inputs)) return null;
    const entry = path.join(cliDir, pointer.dir, 'index.mjs');
    if (!existsSync(entry)) return null;
    const versions = pointer.packages ?? {};
    if (bundledPackages.some((name) => ![undefined, versions[name]].includes(installedVersion(name)))) return null;
    const fresh = pointer.inputs.every((file) => statSync(path.join(root, file)).mtimeMs <= pointer.started);
    if (!fresh && digestOf(pointer.inputs) !== pointer.digest) return null;
    return pathToFileURL(entry).href;
  } catch {
    return null; // an input is gone, or the pointer is unreadable: stale
  }
}

/**
 * Bundles the CLI into a new folder and points current.json at it (renamed into place, so a
 * concurrent start reads the old pointer or the new one, never half of one). Folders of earlier
 * builds older than an hour are removed (a process started from one has long loaded its chunks).
 */
export async function buildCli({ logLevel = 'warning', clean = false } = {}) {
  const { build } = await import('esbuild');
  const started = Date.now();
  const id = `${started.toString(36)}-${process.pid}`;
  const outdir = path.join(cliDir, id);
  mkdirSync(cliDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'cli/index.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    plugins: [externalPackagesBut(isBundled)],
    // The ES-module build of packages that ship both (the AWS SDK's dist-es): no require() in an ES-module bundle.
    mainFields: ['module', 'main'],
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    // Client code reached through the views' lazy islands imports stylesheets; the CLI never runs it.
    loader: { '.css': 'empty' },
    metafile: true,
    legalComments: 'none',
    logLevel,
  });
  const inputs = [...Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/')), ...buildFiles].sort();
  const pointer = { dir: id, started, inputs, digest: digestOf(inputs), packages: Object.fromEntries(bundledPackages.map((name) => [name, installedVersion(name)])) };
  const tmp = `${pointerFile}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(pointer)}\n`);
  renameSync(tmp, pointerFile);
  for (const entry of readdirSync(cliDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === id) continue;
    const dir = path.join(cliDir, entry.name);
    if (clean || Date.now() - statSync(dir).mtimeMs > 3_600_000) rmSync(dir, { recursive: true, force: true });
  }
  return pathToFileURL(path.join(outdir, 'index.mjs')).href;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // --clean (npm pack): keep only the new build, so the package carries one.
  const url = await buildCli({ clean: process.argv.includes('--clean') });
  process.stdout.write(`compiled CLI: ${path.relative(root, fileURLToPath(url))}\n`);
}
