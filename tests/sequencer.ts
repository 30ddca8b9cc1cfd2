/**
 * The order test files start in. Vitest runs the longest files first when its results cache
 * knows their durations; a fresh clone (CI) has none, and Vitest falls back to file size, which
 * would start the two template files (a few lines each, 140 s of browser work) last and leave
 * one worker running them alone at the end. So browser files go first, the known long poles
 * before them; within each group Vitest's own order stands.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_POLES = ['templates-390', 'templates-1280', 'template-homes', 'search-cost-map', 'listing', 'search', 'partner-pages', 'hydration'];

function weight(spec: TestSpecification): number {
  const name = path.basename(spec.moduleId);
  const pole = LONG_POLES.findIndex((p) => name === `${p}.e2e.test.ts`);
  if (pole >= 0) return LONG_POLES.length - pole + 1;
  return name.includes('.e2e.') ? 1 : 0;
}

export default class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const order = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort((a, b) => weight(b) - weight(a) || order.get(a)! - order.get(b)!);
  }
}
