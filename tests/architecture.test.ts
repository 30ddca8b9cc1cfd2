/**
 * The house rules (DESIGN §1, docs/architecture.md "Layers"), checked on every
 * run: each source file belongs to a layer by its top folder, and may import
 * only from the layers it lists. Upstream the data pipeline (domain → search /
 * sources → builds); on the view side contract → templates → ui → client →
 * shell → sections → pages → renderer; then builds → server → cli. And no
 * file cycle anywhere. Imports are read with oxc (Vite's own parser), so
 * `import type`, `export … from` and literal `import()` all count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each layer and what it may import besides itself; lower layers first. */
const upstream = ['domain', 'search'] as const;
const view = [...upstream, 'contract', 'templates', 'ui'] as const;
const layers: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  sources: ['domain'],
  // the Meilisearch engine (an adapter, like the sources) retries through sources/retry.ts
  search: ['domain', 'sources'],
  contract: upstream,
  templates: [...upstream, 'contract'],
  ui: [...upstream, 'contract', 'templates'],
  client: [...view],
  shell: [...view, 'client'],
  sections: [...view, 'client', 'shell'],
  pages: [...view, 'client', 'shell', 'sections'],
  renderer: [...view, 'client', 'shell', 'sections', 'pages'],
  builds: [...view, 'client', 'shell', 'sections', 'pages', 'renderer', 'sources'],
  server: [...view, 'client', 'shell', 'sections', 'pages', 'renderer', 'sources', 'builds'],
  deploy: ['domain', 'builds'],
  cli: [...view, 'client', 'shell', 'sections', 'pages', 'renderer', 'sources', 'builds', 'server', 'deploy'],
};

/** Pure layers: no file, network or clock modules (time and randomness are passed in). */
const pure = new Set(['domain', 'search', 'contract', 'templates']);

interface Edge {
  from: string;
  to: string;
  specifier: string;
}

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.d\.ts$/.test(file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Every specifier a file imports or re-exports, including literal dynamic imports. */
function specifiersOf(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: cannot parse: ${errors[0]!.message}`);
  const dynamic = module.dynamicImports.flatMap((d) => {
    const text = source.slice(d.moduleRequest.start, d.moduleRequest.end).trim();
    return /^(['"`])[^'"`$]*\1$/.test(text) ? [text.slice(1, -1)] : [];
  });
  return [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : []))),
    ...dynamic,
  ];
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      if (statSync(path.join(root, candidate)).isFile()) return candidate;
    } catch {
      // not this candidate
    }
  }
  return undefined;
}

/** The layer's source files (tests excluded: a test may import whatever it checks) and their imports. */
function importGraph(): { files: string[]; edges: Edge[]; packages: Edge[]; unresolved: Edge[] } {
  const files = Object.keys(layers).flatMap(walk).filter((f) => isSource(f) && !isTest(f));
  const edges: Edge[] = [];
  const packages: Edge[] = [];
  const unresolved: Edge[] = [];
  for (const from of files) {
    for (const specifier of specifiersOf(from, readFileSync(path.join(root, from), 'utf8'))) {
      if (!specifier.startsWith('.')) {
        packages.push({ from, to: specifier, specifier });
        continue;
      }
      const to = resolve(from, specifier);
      if (to === undefined) unresolved.push({ from, to: specifier, specifier });
      else edges.push({ from, to, specifier });
    }
  }
  return { files, edges, packages, unresolved };
}

const layerOf = (file: string): string => file.split('/')[0]!;

/** Edges that go against the layers, as one message each. */
function layerViolations(edges: readonly Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const a = layerOf(from);
      const b = layerOf(to);
      return a !== b && !(layers[a] ?? []).includes(b);
    })
    .map(({ from, to, specifier }) => `${from} imports '${specifier}' (${layerOf(from)} → ${layerOf(to)}; ${layerOf(from)} may import only: ${(layers[layerOf(from)] ?? []).join(', ') || 'nothing'})`);
}

/** Tarjan's strongly connected components; every component of more than one file is a cycle. */
function fileCycles(files: readonly string[], edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const { from, to } of edges) if (next.has(to)) next.get(from)!.push(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next.get(v)!.includes(v)) cycles.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}

describe('architecture', () => {
  const graph = importGraph();

  it('reads every layer folder', () => {
    for (const layer of Object.keys(layers)) expect(graph.files.some((f) => layerOf(f) === layer), layer).toBe(true);
  });

  it('every relative import names a file that exists', () => {
    expect(graph.unresolved.map((e) => `${e.from} imports '${e.specifier}', which does not exist`)).toEqual([]);
  });

  it('no import goes against the layers', () => {
    expect(layerViolations(graph.edges)).toEqual([]);
  });

  it('no file cycle', () => {
    expect(fileCycles(graph.files, graph.edges).map((cycle) => `cycle: ${cycle.join(' ⇄ ')}`)).toEqual([]);
  });

  it('pure layers import no file, network or clock module', () => {
    const io = /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|worker_threads|timers|timers\/promises|dgram|readline)$/;
    const offending = graph.packages.filter((e) => pure.has(layerOf(e.from)) && io.test(e.specifier));
    expect(offending.map((e) => `${e.from} imports '${e.specifier}' (${layerOf(e.from)} is pure)`)).toEqual([]);
  });

  it('the checks catch a forbidden edge and a cycle', () => {
    const edges: Edge[] = [
      { from: 'ui/a.tsx', to: 'client/b.ts', specifier: '../client/b.ts' },
      { from: 'client/b.ts', to: 'ui/a.tsx', specifier: '../ui/a.tsx' },
    ];
    expect(layerViolations(edges)).toEqual([
      "ui/a.tsx imports '../client/b.ts' (ui → client; ui may import only: domain, search, contract, templates)",
    ]);
    expect(fileCycles(['ui/a.tsx', 'client/b.ts'], edges)).toEqual([['client/b.ts', 'ui/a.tsx']]);
  });
});
