/**
 * Lighthouse and chrome-launcher, from bench/'s own install (bench/package.json: `npm install
 * --prefix bench`), kept out of the project's dependencies (≈ 150 MB for one benchmark). Loaded
 * by a specifier TypeScript does not resolve, so `npm run typecheck` passes without them; the
 * types below are the part of their API bench/lighthouse.ts reads.
 */

export interface Result {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, { score: number | null; displayValue?: string } | undefined>;
  runtimeError?: { code: string; message: string };
}

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Result } | undefined>;

interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

const importByName = (name: string): Promise<unknown> => import(name);

export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  try {
    const [lighthouse, chromeLauncher] = await Promise.all([importByName('lighthouse'), importByName('chrome-launcher')]);
    return { lighthouse: (lighthouse as { default: Lighthouse }).default, chromeLauncher: chromeLauncher as ChromeLauncher };
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    process.stderr.write('bench/lighthouse.ts needs Lighthouse, which the default install leaves out: run `npm install --prefix bench` once.\n');
    process.exit(2);
  }
}
